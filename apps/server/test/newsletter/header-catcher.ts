import type net from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { CaughtMail, SmtpCatcher } from '@pathwise/server/test-support';

/** A caught mail with its headers (lower-cased names, decoded values). */
export interface MailWithHeaders extends CaughtMail {
  headers: Record<string, string>;
}

/** An {@link SmtpCatcher} whose mails also carry their headers. */
export interface HeaderCatcher extends SmtpCatcher {
  readonly mails: readonly MailWithHeaders[];
  waitForMail(
    predicate: (mail: MailWithHeaders) => boolean,
    timeoutMs?: number,
  ): Promise<MailWithHeaders>;
  waitForMails(
    predicate: (mail: MailWithHeaders) => boolean,
    count: number,
    timeoutMs?: number,
  ): Promise<MailWithHeaders[]>;
}

const addresses = (list: Address[] | undefined) =>
  (list ?? []).flatMap((a) =>
    a.address === undefined ? a.group.map((m) => m.address) : [a.address],
  );

/**
 * A real SMTP server on 127.0.0.1 like the shared test catcher, but keeping every header: the
 * newsletter's RFC 8058 headers are what a mail client reads to offer one-click unsubscribe,
 * so the tests read them where the recipient would, after SMTP.
 */
export async function startHeaderCatcher(): Promise<HeaderCatcher> {
  const mails: MailWithHeaders[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1000,
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
              from: email.from?.address ?? '',
              to: addresses(email.to),
              replyTo: addresses(email.replyTo)[0],
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              receivedAt: new Date(),
              headers: Object.fromEntries(email.headers.map((h) => [h.key.toLowerCase(), h.value])),
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
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as net.AddressInfo).port));
  });

  function waitForMails(
    predicate: (mail: MailWithHeaders) => boolean,
    count: number,
    timeoutMs = 10_000,
  ): Promise<MailWithHeaders[]> {
    const found = () => mails.filter(predicate);
    if (found().length >= count) return Promise.resolve(found().slice(0, count));
    return new Promise((resolve, reject) => {
      const wake = () => {
        if (found().length < count) return;
        done();
        resolve(found().slice(0, count));
      };
      const timer = setTimeout(() => {
        done();
        const seen = mails.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ');
        reject(new Error(`Expected ${count} matching mail(s), got ${found().length}: ${seen}`));
      }, timeoutMs);
      const done = () => {
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
