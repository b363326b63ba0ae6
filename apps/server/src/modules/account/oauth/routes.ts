import {
  ApiError,
  IdentityParams,
  LinkedIdentityList,
  OAuthCallbackQuery,
  OAuthProvider,
  OAuthStartQuery,
} from '@pathwise/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { requireAuth, sessionCookieName, sessionCookieOptions } from '../../../lib/auth.ts';
import { OAUTH_FLOW_TTL_MS, type OAuthOutcome, type OAuthService } from './service.ts';

/** Where the flow cookie is sent: the start and callback routes only. */
const FLOW_COOKIE_PATH = '/api/account/sessions/oauth2/';

/**
 * Sign-in with Google and LinkedIn and the linked sign-in methods, under /api
 * (docs/product.md#71-account-api, ADR 0017).
 */
export const oauthRoutes: FastifyPluginAsyncZod<{ config: Config; oauth: OAuthService }> = async (
  app,
  { config, oauth },
) => {
  // HttpOnly, SameSite=Lax (sent on the provider's top-level redirect back), and
  // `__Secure-` over https; it holds only a random secret (the flow is in the database).
  const flowCookie = config.secureCookies ? '__Secure-pathwise_oauth' : 'pathwise_oauth';
  const flowCookieOptions = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  const send = (reply: FastifyReply, outcome: OAuthOutcome) => {
    if (outcome.flowSecret) {
      reply.setCookie(flowCookie, outcome.flowSecret, {
        ...flowCookieOptions,
        maxAge: OAUTH_FLOW_TTL_MS / 1000,
      });
    }
    if (outcome.session) {
      reply.setCookie(
        sessionCookieName(config),
        outcome.session.token,
        sessionCookieOptions(config, new Date(outcome.session.session.expiresAt)),
      );
    }
    return reply.redirect(outcome.redirect);
  };

  app.get(
    '/account/sessions/oauth2/:provider',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary:
          'Start sign-in (or, with link=true, linking) at Google or LinkedIn; redirects to the provider',
        params: z.object({ provider: OAuthProvider }),
        querystring: OAuthStartQuery,
      },
    },
    async (request, reply) =>
      send(
        reply,
        await oauth.start(request.params.provider, request.query, request.auth?.user.id ?? null),
      ),
  );

  app.get(
    '/account/sessions/oauth2/:provider/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary:
          'The provider’s redirect: checks the ID token, signs in (success URL /dashboard or next) or back to /login with the reason',
        params: z.object({ provider: OAuthProvider }),
        querystring: OAuthCallbackQuery,
      },
    },
    async (request, reply) => {
      const secret = request.cookies[flowCookie];
      reply.clearCookie(flowCookie, flowCookieOptions);
      const outcome = await oauth.finish(
        request.params.provider,
        new URL(request.url, config.appUrl),
        secret,
        request.auth?.user.id ?? null,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      return send(reply, outcome);
    },
  );

  app.get(
    '/account/identities',
    {
      schema: {
        tags: ['account'],
        summary: 'The providers linked to the signed-in account, and whether it has a password',
        response: { 200: LinkedIdentityList, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => oauth.identities(requireAuth(request).user.id),
  );

  app.delete(
    '/account/identities/:provider',
    {
      schema: {
        tags: ['account'],
        summary: 'Unlink a provider; refused while it is the last way to sign in',
        params: IdentityParams,
        response: { 204: z.null(), 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      await oauth.unlink(requireAuth(request).user.id, request.params.provider);
      return reply.code(204).send(null);
    },
  );
};
