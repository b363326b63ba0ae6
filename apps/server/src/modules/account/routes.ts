import {
  ApiError,
  CreateAccount,
  CreateEmailSession,
  CreateRecovery,
  CreateVerification,
  Session,
  SessionState,
  RecoveryReceipt,
  Token,
  UpdateRecovery,
  UpdateVerification,
  User,
} from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requireAuth, sessionCookieName, sessionCookieOptions } from '../../lib/auth.ts';
import type { AccountService } from './service.ts';

/** The error answers the account routes document (one map for every account route file). */
export const accountErrors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  429: ApiError,
};

/** Account API under /api/account (docs/product.md#7-api, docs/product.md#71-account-api). */
export const accountRoutes: FastifyPluginAsyncZod<{
  config: Config;
  accounts: AccountService;
}> = async (app, { config, accounts }) => {
  const cookieName = sessionCookieName(config);
  app.post(
    '/account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Sign up; mails a verification link',
        body: CreateAccount,
        response: { 201: User, ...accountErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.createAccount(request.body, request.ip)),
  );

  app.get(
    '/account',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: User, 401: ApiError },
      },
    },
    async (request) => requireAuth(request).user,
  );

  app.get(
    '/session',
    {
      config: { access: 'public', beforeSecondFactor: true },
      schema: {
        tags: ['account'],
        summary:
          'Who is signed in: the user, or null (never 401); mfaRequired before the second factor',
        response: { 200: SessionState },
      },
    },
    async (request) =>
      request.auth?.mfaPending
        ? { user: null, mfaRequired: true }
        : { user: request.auth?.user ?? null },
  );

  app.post(
    '/account/sessions/email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Sign in with email and password; sets the session cookie',
        body: CreateEmailSession,
        response: { 201: Session, ...accountErrors },
      },
    },
    async (request, reply) => {
      const { token, session } = await accounts.createEmailSession(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(cookieName, token, sessionCookieOptions(config, new Date(session.expiresAt)));
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/account/verification',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Mail a new verification link to the signed-in, unverified account',
        body: CreateVerification,
        response: { 201: Token, ...accountErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await accounts.createVerification(
            requireAuth(request).user,
            request.body.url,
            request.ip,
          ),
        ),
  );

  app.put(
    '/account/verification',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Confirm the email address with the link’s userId and secret',
        body: UpdateVerification,
        response: { 200: Token, ...accountErrors },
      },
    },
    async (request) => accounts.updateVerification(request.body, request.ip),
  );

  app.post(
    '/account/recovery',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Mail a password-reset link',
        body: CreateRecovery,
        response: { 201: RecoveryReceipt, ...accountErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await accounts.createRecovery(request.body.email, request.body.url, request.ip)),
  );

  app.put(
    '/account/recovery',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the link’s userId and secret; ends every session',
        body: UpdateRecovery,
        response: { 200: Token, ...accountErrors },
      },
    },
    async (request) => accounts.updateRecovery(request.body, request.ip),
  );
};
