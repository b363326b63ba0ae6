import {
  ApiError,
  ConfirmNewsletter,
  CreateNewsletterSubscription,
  NewsletterStatus,
  NewsletterSubscriptionReceipt,
  NewsletterToken,
} from '@pathwise/contracts';
import { bestLanguage } from '../../mail/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { NewsletterService } from './service.ts';

/**
 * Newsletter API: subscribe, confirm, unsubscribe. Public.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form to the
  // header's URL, which carries the token. Scoped to this plugin: other routes stay JSON-only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  app.post(
    '/newsletter',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe: mails a confirmation link (double opt-in). The same answer whatever the address’s state',
        body: CreateNewsletterSubscription,
        response: {
          201: NewsletterSubscriptionReceipt,
          400: ApiError,
          403: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await newsletter.subscribe(
            request.body.email,
            request.ip,
            bestLanguage(request.headers['accept-language']),
          ),
        ),
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token of the confirmation link; mails a welcome',
        body: ConfirmNewsletter,
        response: { 200: NewsletterStatus, 400: ApiError, 403: ApiError },
      },
    },
    async (request) =>
      newsletter.confirm(request.body.token, bestLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Unsubscribe: `{token}` as JSON, or RFC 8058 one-click (form body, `?token=` in the URL)',
        querystring: z.object({ token: NewsletterToken.optional() }),
        body: z.object({ token: NewsletterToken.optional() }),
        response: { 200: NewsletterStatus, 400: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const token = request.body.token ?? request.query.token;
      if (!token)
        throw new AppError('general_argument_invalid', 'Missing required parameter: "token"');
      return newsletter.unsubscribe(token);
    },
  );
};
