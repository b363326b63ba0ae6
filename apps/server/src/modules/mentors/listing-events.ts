import type { Config } from '../../config.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MailLanguage } from '../../mail/language.ts';

/**
 * A delisted or relisted mentor is mailed, the mail enqueued in the admin's transaction
 * (ADR 0008; docs/product.md#144-the-mentor-lifecycle). The template loads on first use.
 */
export function subscribeListingEvents(deps: {
  events: EventBus;
  config: Config;
  mailer: Mailer;
  /** The mentor's language (the account's, through the profiles module's read). */
  languageOf: (userId: string) => Promise<MailLanguage>;
}) {
  const { events, config, mailer, languageOf } = deps;
  events.on('mentor.listing-changed', async (event, tx) => {
    const { mentorListingMail } = await import('./listing-mails.tsx');
    const mail = await mentorListingMail({
      appName: config.appName,
      to: event.email,
      name: event.name.trim().split(/\s+/)[0] ?? '',
      link: `${config.appUrl}/dashboard_mentor`,
      listed: event.listed,
      reason: event.reason,
      language: await languageOf(event.userId),
    });
    await mailer.send(mail, tx.client);
  });
}
