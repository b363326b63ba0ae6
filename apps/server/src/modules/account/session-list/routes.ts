import { AccountSessionList, ApiError } from '@pathwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { requireAuth, sessionCookieName, sessionCookieOptions } from '../../../lib/auth.ts';
import { AppError, MESSAGES } from '../../../lib/errors.ts';
import type { AccountService } from '../service.ts';
import type { SessionList } from './service.ts';

/** The person's sessions under /api/account/sessions (docs/product.md#71-account-api). */
export const sessionListRoutes: FastifyPluginAsyncZod<{
  config: Config;
  accounts: AccountService;
  sessionList: SessionList;
}> = async (app, { config, accounts, sessionList }) => {
  const cookieName = sessionCookieName(config);

  app.get(
    '/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in person’s sessions, the current one first and marked',
        response: { 200: AccountSessionList, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      const sessions = await sessionList.list(user.id, sessionId);
      return { total: sessions.length, sessions };
    },
  );

  app.delete(
    '/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'End every session of the person but the current one',
        response: { 204: z.null(), 401: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = requireAuth(request);
      await sessionList.endOthers(user.id, sessionId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/account/sessions/:sessionId',
    {
      // Signing out works before the second factor too (ADR 0018).
      config: { access: 'account', beforeSecondFactor: true },
      schema: {
        tags: ['account'],
        summary:
          "End a session: the current one ('current' or its id: sign out) or another of the person’s own",
        params: z.object({ sessionId: z.string().min(1).max(64) }),
        response: { 204: z.null(), 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { sessionId } = request.params;
      if (sessionId === 'current' || sessionId === auth.sessionId) {
        await accounts.deleteSession(auth.sessionId);
        reply.clearCookie(cookieName, sessionCookieOptions(config));
        return reply.code(204).send(null);
      }
      // Ending another session needs the full sign-in (and a verified account, like the list).
      if (auth.mfaPending) throw new AppError('user_more_factors_required', MESSAGES.moreFactors);
      if (!auth.user.emailVerification)
        throw new AppError('user_email_not_verified', MESSAGES.unverified);
      if (!(await sessionList.end(auth.user.id, sessionId))) {
        throw new AppError('user_session_not_found', MESSAGES.sessionNotFound);
      }
      return reply.code(204).send(null);
    },
  );
};
