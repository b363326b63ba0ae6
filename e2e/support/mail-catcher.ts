import http from 'node:http';
import type net from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One mail as the catcher received it, decoded (what a person would read). */
export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  /** Address of the `Reply-To:` header, if any. */
  replyTo?: string;
  /** Every header by lower-cased name, decoded (the last one when repeated). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** ISO time of receipt. */
  receivedAt: string;
}

/** A running catcher: SMTP on `smtpPort`, the received mails as JSON at `apiUrl`. */
export interface MailCatcher {
  smtpPort: number;
  /** `GET {apiUrl}/messages?to=<address>` lists the mails sent to `address`, oldest first. */
  apiUrl: string;
  stop(): Promise<void>;
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

/**
 * Start a real SMTP server on loopback that keeps every mail in memory and serves them over
 * a small HTTP endpoint, so that tests read the mails the product really sent (ARCHITECTURE
 * "Tests"). STARTTLS and AUTH are disabled: nodemailer then speaks plain SMTP to it, which
 * is what `SMTP_URL=smtp://127.0.0.1:<port>` asks for.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from?.address ?? '',
              replyTo: parsed.replyTo?.[0]?.address,
              headers: Object.fromEntries(
                parsed.headers.map((h) => [h.key.toLowerCase(), h.value]),
              ),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? mails.filter((m) => m.to.includes(to)) : mails;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(list));
      return;
    }
    res.writeHead(404).end();
  });

  const smtpPort = await listen(smtp.server);
  const apiPort = await listen(api);

  return {
    smtpPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          api.closeAllConnections();
          api.close(() => resolve());
        }),
      ]);
    },
  };
}
