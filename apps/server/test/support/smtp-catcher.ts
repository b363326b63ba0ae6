import http from 'node:http';
import net from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One message as its recipient would read it, decoded from MIME with postal-mime. */
export interface CaughtMail {
  /** Envelope sender and recipients, as given in MAIL FROM / RCPT TO. */
  envelope: { from: string; to: string[] };
  /** `From:` header, e.g. `Pathwise <no-reply@localhost>`. */
  from: string;
  /** Addresses of the `To:` header. */
  to: string[];
  /** Address of the `Reply-To:` header, if any. */
  replyTo?: string;
  /**
   * Every header by lower-cased name with its decoded value (the last one when repeated),
   * e.g. `list-unsubscribe`: what a mail client reads. Empty for mail read from the dev
   * mailbox, which keeps none.
   */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /**
   * Attachments and calendar parts as text (e.g. a booking mail's `.ics` invite: postal-mime
   * lists nodemailer's `icalEvent` as a `text/calendar` part with its `method`, and as the
   * attached file). Empty for mail read from the dev mailbox.
   */
  attachments: { filename: string | null; mimeType: string; method?: string; content: string }[];
  /** When the catcher finished receiving it. */
  receivedAt: Date;
}

/**
 * A local SMTP server that keeps every message it receives (docs/architecture.md#tests). The one
 * mail catcher of the repository: the server's API tests start it in-process, the e2e suite
 * starts it in its global setup and reads it over HTTP ({@link serveCaughtMail}).
 */
export interface SmtpCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`: what `SMTP_URL` should be for mail to arrive here. */
  url: string;
  /** Every message received so far, oldest first. */
  readonly mails: readonly CaughtMail[];
  /**
   * The first message matching `predicate`, waiting for it to arrive if needed.
   * @throws Error after `timeoutMs` (default 10 000 ms), listing the subjects that did arrive.
   */
  waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The first `count` messages matching `predicate`, waiting as above. */
  waitForMails(
    predicate: (mail: CaughtMail) => boolean,
    count: number,
    timeoutMs?: number,
  ): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

function formatAddress(address: Address | undefined): string {
  if (!address) return '';
  if (address.address === undefined) return address.name;
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

function addresses(list: Address[] | undefined): string[] {
  return (list ?? []).flatMap((a) =>
    a.address === undefined ? a.group.map((m) => m.address) : [a.address],
  );
}

/** A free TCP port on the loopback interface (the OS picks it; nothing listens on it after). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Start a real SMTP server (`smtp-server`) on 127.0.0.1 that accepts every message without
 * authentication and decodes it with postal-mime.
 *
 * It offers no STARTTLS, like the local mail catchers developers use, so nodemailer talks
 * plain SMTP to a `smtp://` URL (it would otherwise upgrade opportunistically and refuse
 * the catcher's self-signed certificate).
 * @param options.port a fixed port (e.g. one an app was pointed at before the catcher was up);
 *   by default the OS picks a free one.
 * @param options.rejectRecipient answer `550` to RCPT TO for the addresses it returns true
 *   for, like a server that does not know the mailbox.
 */
export async function startSmtpCatcher(
  options: { port?: number; rejectRecipient?: (address: string) => boolean } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const err = Object.assign(new Error(`No such mailbox: ${address.address}`), {
          responseCode: 550,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mails.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              from: formatAddress(email.from),
              to: addresses(email.to),
              replyTo: addresses(email.replyTo)[0],
              headers: Object.fromEntries(email.headers.map((h) => [h.key.toLowerCase(), h.value])),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              attachments: email.attachments.map((a) => ({
                filename: a.filename,
                mimeType: a.mimeType,
                method: a.method,
                content:
                  typeof a.content === 'string'
                    ? a.content
                    : Buffer.from(a.content as ArrayBuffer).toString('utf8'),
              })),
              receivedAt: new Date(),
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve((server.server.address() as net.AddressInfo).port);
    });
  });

  async function waitForMails(
    predicate: (mail: CaughtMail) => boolean,
    count: number,
    timeoutMs = 10_000,
  ): Promise<CaughtMail[]> {
    const found = () => mails.filter(predicate);
    if (found().length >= count) return found().slice(0, count);
    return new Promise((resolve, reject) => {
      const wake = () => {
        if (found().length < count) return;
        cleanup();
        resolve(found().slice(0, count));
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = mails.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ');
        reject(
          new Error(
            `Expected ${count} matching mail(s) within ${timeoutMs} ms, got ${found().length}. Received: ${seen || 'nothing'}`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
    });
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMails,
    async waitForMail(predicate, timeoutMs) {
      const [mail] = await waitForMails(predicate, 1, timeoutMs);
      return mail!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The HTTP face of a catcher, for test processes other than the one that started it. */
export interface CaughtMailServer {
  /** `GET {url}/messages?to=<address>`: the mails whose envelope names `address`, oldest first. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serve `catcher`'s mails as JSON on loopback (the e2e suite's workers read them from here;
 * `receivedAt` travels as an ISO string). `to` matches envelope recipients, ignoring case.
 */
export async function serveCaughtMail(catcher: SmtpCatcher): Promise<CaughtMailServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to
        ? catcher.mails.filter((m) => m.envelope.to.some((r) => r.toLowerCase() === to))
        : catcher.mails;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(list));
      return;
    }
    res.writeHead(404).end();
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
