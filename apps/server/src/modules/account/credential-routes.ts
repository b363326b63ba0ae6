import {
  EmailChangeLink,
  EmailChangeReceipt,
  UpdateEmail,
  UpdatePassword,
  User,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth.ts';
import type { CredentialService } from './credentials.ts';
import { accountErrors } from './routes.ts';

/**
 * Changing a signed-in person's password and email under /api/account
 * (docs/product.md#71-account-api). The links of an email change are public: whoever holds
 * the mailed secret may use it.
 */
export const credentialRoutes: FastifyPluginAsyncZod<{ credentials: CredentialService }> = async (
  app,
  { credentials },
) => {
  app.patch(
    '/account/password',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Change the password; ends every other session and mails the account',
        body: UpdatePassword,
        response: { 200: User, ...accountErrors },
      },
    },
    async (request) => credentials.changePassword(requireAuth(request), request.body),
  );

  app.patch(
    '/account/email',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Ask to change the email: a link to confirm goes to the new address',
        body: UpdateEmail,
        response: { 200: EmailChangeReceipt, ...accountErrors },
      },
    },
    async (request) =>
      credentials.requestEmailChange(requireAuth(request), request.body, request.ip),
  );

  app.put(
    '/account/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Confirm an email change with the link mailed to the new address',
        body: EmailChangeLink,
        response: { 200: EmailChangeReceipt, ...accountErrors },
      },
    },
    async (request) => credentials.confirmEmailChange(request.body, request.ip),
  );

  app.put(
    '/account/email/undo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Undo an email change with the link mailed to the old address; ends every session',
        body: EmailChangeLink,
        response: { 200: EmailChangeReceipt, ...accountErrors },
      },
    },
    async (request) => credentials.undoEmailChange(request.body, request.ip),
  );
};
