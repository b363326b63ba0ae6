import { expect } from '@playwright/test';
import type { CaughtMail as CaughtSmtpMail } from '@pathwise/server/smtp-catcher';

/** A mail as the catcher's HTTP face gives it (see `serveCaughtMail`). */
export type CaughtMail = Omit<CaughtSmtpMail, 'receivedAt'> & { receivedAt: string };

/**
 * Reads the mails the SMTP catcher received (the repository's one catcher, apps/server/test/support/smtp-catcher.ts), as a person reads their
 * inbox: wait for the mail, then follow its link.
 */
export class Mailbox {
  constructor(private readonly apiUrl: string) {}

  /** Every mail sent to `to` so far, oldest first. */
  async list(to: string): Promise<CaughtMail[]> {
    const res = await fetch(`${this.apiUrl}/messages?to=${encodeURIComponent(to)}`);
    if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
    return (await res.json()) as CaughtMail[];
  }

  /**
   * Wait (up to 30 s: the mail goes through the job queue) for the `nth` (1-based, default
   * the first) mail to `to` whose subject matches `subject`.
   */
  async waitFor(to: string, subject: RegExp, nth = 1): Promise<CaughtMail> {
    let found: CaughtMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.list(to)).filter((m) => subject.test(m.subject))[nth - 1];
          return found !== undefined;
        },
        { message: `mail to ${to} with subject ${subject}`, timeout: 30_000 },
      )
      .toBe(true);
    return found!;
  }
}

/**
 * The link in `mail`'s text whose path is `pathname`, e.g. `/login`.
 * @throws Error when the mail has no such link.
 */
export function linkIn(mail: CaughtMail, pathname: string): URL {
  for (const raw of mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []) {
    const url = new URL(raw);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
}
