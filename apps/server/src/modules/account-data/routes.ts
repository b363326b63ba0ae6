import { ApiError, DeleteAccount, ExportQueued } from '@pathwise/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireAuth, sessionCookieName, sessionCookieOptions } from '../../lib/auth.ts';
import type { AccountDataService } from './service.ts';

/** The ZIP's file name: `pathwise-data-YYYY-MM-DD.zip` (UTC day of the export). */
const zipName = () => `pathwise-data-${new Date().toISOString().slice(0, 10)}.zip`;

/** Your data under /api/account (docs/product.md#74-your-data, ADR 0019). */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  config: Config;
  accountData: AccountDataService;
}> = async (app, { config, accountData }) => {
  const sendZip = (reply: FastifyReply, stream: Readable) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${zipName()}"`)
      .send(stream);

  app.get(
    '/account/export',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary:
          'Download everything held about the signed-in person as a ZIP (200), or, for a large account, have its once-only link mailed (202)',
        response: { 202: ExportQueued, 401: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const result = await accountData.requestExport(requireAuth(request).user.id);
      if (result.kind === 'zip') return sendZip(reply, result.stream);
      return reply.code(202).send({
        status: 'mailed',
        message:
          'Your data is being prepared. We will email you a download link that works once, for 24 hours.',
      });
    },
  );

  app.get(
    '/account/export/:token',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Download a prepared export through its mailed link (once, within 24 hours)',
        params: z.object({ token: z.string().min(1).max(128) }),
        response: { 401: ApiError, 410: ApiError },
      },
    },
    async (request, reply) =>
      sendZip(
        reply,
        await accountData.downloadPrepared(requireAuth(request).user.id, request.params.token),
      ),
  );

  app.delete(
    '/account',
    {
      config: { access: 'account' },
      schema: {
        tags: ['account'],
        summary:
          'Delete the signed-in account (password, two-factor code, or a fresh sign-in); signs out everywhere',
        body: DeleteAccount,
        response: { 204: z.null(), 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await accountData.deleteAccount(auth.user.id, auth.sessionId, request.body ?? {});
      reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
      return reply.code(204).send(null);
    },
  );
};
