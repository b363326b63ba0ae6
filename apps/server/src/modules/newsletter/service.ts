import {
  NEWSLETTER_CONFIRM_TTL_MS,
  type NewsletterStatus,
  type NewsletterSubscriptionReceipt,
} from '@pathwise/contracts';
import { DEFAULT_MAIL_LANGUAGE, type MailLanguage } from '../../mail/language.ts';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import { newSecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createRateLimit } from '../../lib/rate-limit.ts';
import * as repo from './repository.ts';

/** The mails, loaded on first use: React Email's rendering stays out of start-up (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/**
 * Newsletter rules (docs/product.md#11-fix "newsletter
 * subscription with double opt-in and one-click unsubscribe"):
 * - subscribing mails a confirmation link (single use, 7 days); nothing else is sent before
 *   it is opened;
 * - a confirmed address that subscribes again gets the same answer and no mail, and stays
 *   one row;
 * - every mail carries a fresh unsubscribe token, in a visible link and in the RFC 8058
 *   `List-Unsubscribe` headers.
 */
export type NewsletterService = ReturnType<typeof createNewsletterService>;

export function createNewsletterService(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
}) {
  const { config, database, mailer } = deps;
  const { enabled, newsletterPerHour } = config.rateLimits;
  const perIp = createRateLimit(database.pool, 'newsletter-ip', newsletterPerHour, enabled);
  const perEmail = createRateLimit(database.pool, 'newsletter-email', newsletterPerHour, enabled);

  /**
   * A new unsubscribe token for `subscriberId`: the visible link (the web page) and the URL a
   * mail client POSTs to for one-click unsubscribe (the API, which accepts that form POST;
   * the page's address would answer it with the web app).
   */
  async function unsubscribeLinks(db: Db, subscriberId: string) {
    const token = newSecret();
    await repo.insertUnsubscribeToken(db, subscriberId, token);
    const query = `token=${encodeURIComponent(token)}`;
    return {
      unsubscribeLink: `${config.appUrl}/newsletter/unsubscribe?${query}`,
      oneClickUrl: `${config.appUrl}/api/newsletter/unsubscribe?${query}`,
    };
  }

  return {
    /**
     * Subscribe `email` (already trimmed and lowercased by the contract); the confirmation
     * mail is written in `language` (the request's best match, docs/product.md#15-languages).
     * @throws AppError 429 past RATE_LIMIT_NEWSLETTER_PER_HOUR sign-ups from one client
     *   address, or for one email address, in an hour.
     */
    async subscribe(
      email: string,
      ip: string,
      language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
    ): Promise<NewsletterSubscriptionReceipt> {
      await perIp.consume(ip);
      await perEmail.consume(email);
      const confirmToken = newSecret();
      await database.transaction(async (tx) => {
        const subscriber = await repo.upsertPendingSubscriber(tx.db, {
          email,
          confirmToken,
          confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_MS),
        });
        if (!subscriber) return; // already confirmed: nothing to confirm, nothing to send
        const { newsletterConfirmationMail } = await mails();
        await mailer.send(
          await newsletterConfirmationMail({
            appName: config.appName,
            to: subscriber.email,
            confirmLink: `${config.appUrl}/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
            ...(await unsubscribeLinks(tx.db, subscriber.id)),
            language,
          }),
          tx.client,
        );
      });
      return { email };
    },

    /**
     * Confirm with a confirmation link's token and send the welcome mail, in `language` (the
     * confirming request's best match, docs/product.md#15-languages).
     * @throws AppError 400 `newsletter_invalid_token` for an unknown, used or expired token.
     */
    async confirm(
      token: string,
      language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
    ): Promise<NewsletterStatus> {
      return database.transaction(async (tx) => {
        const subscriber = await repo.confirmSubscriber(tx.db, token);
        if (!subscriber) {
          throw new AppError(
            'newsletter_invalid_token',
            'This confirmation link is invalid, already used or expired.',
          );
        }
        const { newsletterWelcomeMail } = await mails();
        await mailer.send(
          await newsletterWelcomeMail({
            appName: config.appName,
            to: subscriber.email,
            resourcesLink: `${config.appUrl}/resources`,
            ...(await unsubscribeLinks(tx.db, subscriber.id)),
            language,
          }),
          tx.client,
        );
        return { status: 'confirmed' as const };
      });
    },

    /**
     * Unsubscribe with any unsubscribe token of a subscriber (idempotent).
     * @throws AppError 400 `newsletter_invalid_token` for an unknown token.
     */
    async unsubscribe(token: string): Promise<NewsletterStatus> {
      const subscriber = await repo.unsubscribeByToken(database.db, token);
      if (!subscriber) {
        throw new AppError('newsletter_invalid_token', 'This unsubscribe link is invalid.');
      }
      return { status: 'unsubscribed' };
    },
  };
}
