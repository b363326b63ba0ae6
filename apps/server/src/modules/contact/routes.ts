import { ApiError, ContactMessageReceipt, CreateContactMessage } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './service.ts';

/** `POST /api/contact`: the /contact form. Public. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support: stored, then mailed to SUPPORT_EMAIL',
        body: CreateContactMessage,
        response: { 201: ContactMessageReceipt, 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await contact.submit(request.body, request.ip)),
  );
};
