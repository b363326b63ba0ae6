import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import net from 'node:net';
import { z } from 'zod';
import { escapeHtml as e } from '../../lib/html.ts';
import type { DevMailboxService } from './service.ts';

/** Whether `address` (as Node reports a socket's peer) is on the loopback interface. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(plain)) return plain.split('.')[0] === '127';
  return plain === '::1';
}

/** Headers by which a proxy names another client; the mailbox answers none of them. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Whether `request` comes from the machine itself: the socket's peer is loopback and the
 * request names no forwarded client. A forwarded address is never trusted here, whatever
 * TRUST_PROXY says (docs/operations.md#configuration): a proxy on this machine relays the world
 * from a loopback address, and a client can write any `X-Forwarded-For` it likes.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/**
 * `/dev/mailbox`: the mail the server kept instead of sending. Registered only when
 * `config.devMailbox` (SMTP_URL unset, not production), and even then it answers only
 * clients on the loopback interface, as if absent (404) to anyone else: its mails hold
 * verification and password-reset links, so whoever reads it can take over accounts. A developer
 * tool, so its pages are plain server-rendered HTML in English; every value is escaped and mail
 * HTML is shown in a sandboxed frame.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{
  mailbox: DevMailboxService;
  appName: string;
}> = async (app, { mailbox, appName }) => {
  const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#111827;background:#f9fafb;max-width:960px;margin-inline:auto}
h1{font-size:1.5rem}table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top}
a{color:#4338ca}pre{white-space:pre-wrap;word-break:break-all;background:#fff;padding:12px;border:1px solid #e5e7eb}
iframe{width:100%;height:560px;border:1px solid #e5e7eb;background:#fff}.muted{color:#4b5563}
</style></head><body>${body}</body></html>`;

  app.addHook('onRequest', async (request, reply) => {
    if (fromThisMachine(request)) return;
    return reply.code(404).send({
      message: `Route not found: ${request.method} ${request.url.split('?')[0]}`,
      code: 404,
      type: 'general_route_not_found',
    });
  });

  const csp =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'none'; base-uri 'none'";

  app.get(
    '/dev/mailbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const mails = await mailbox.list();
      const rows = mails
        .map(
          (m) =>
            `<tr><td>${e(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${e(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${e(m.subject)}</a></td></tr>`,
        )
        .join('');
      const body = `<h1>${e(appName)} dev mailbox</h1>
<p class="muted">Mail the server kept instead of sending, because <code>SMTP_URL</code> is unset. Newest first. Reload to see new mail.</p>
${mails.length ? `<table><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet. Sign up or ask for a password reset, then reload this page.</p>'}`;
      return reply
        .header('content-security-policy', csp)
        .type('text/html')
        .send(page('Dev mailbox', body));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) },
    },
    async (request, reply) => {
      const mail = await mailbox.find(request.params.id);
      if (!mail)
        return reply
          .code(404)
          .header('content-security-policy', csp)
          .type('text/html')
          .send(
            page(
              'Not found',
              '<h1>No such mail</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>',
            ),
          );
      const linked = e(mail.text).replace(
        /https?:\/\/[^\s<]+/g,
        (url) => `<a href="${url}">${url}</a>`,
      );
      const body = `<p><a href="/dev/mailbox">← All mail</a></p><h1>${e(mail.subject)}</h1>
<p class="muted">From ${e(mail.from)} to ${e(mail.to)}${mail.replyTo ? `, reply to ${e(mail.replyTo)}` : ''}</p>
<h2>HTML</h2><iframe title="HTML version of the mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${e(mail.html)}"></iframe>
<h2>Plain text</h2><pre>${linked}</pre>`;
      return reply
        .header('content-security-policy', csp)
        .type('text/html')
        .send(page(mail.subject, body));
    },
  );
};
