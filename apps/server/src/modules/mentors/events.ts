import type { Config } from '../../config.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MailLanguage } from '../../mail/language.ts';
import type { ApplicationDigest } from './application-digest.ts';

/** The mails, loaded on first use: React Email's rendering stays out of start-up (docs/performance.md, "Start-up and idle memory"). */
const mails = () => import('./mails.tsx');

/**
 * What the mentors module does when other modules publish events (ADR 0008): a decided
 * application is mailed to the mentor, enqueued in the decision's transaction; a submitted
 * one gets the applicant's receipt, enqueued in the submission's transaction, and queues the
 * admins' digest of waiting applications, at most one mail an hour
 * (docs/product.md#121-mentor-vetting).
 */
export function subscribeMentorsEvents(deps: {
  events: EventBus;
  config: Config;
  mailer: Mailer;
  /** The admins' hourly digest of waiting applications (`application-digest.ts`). */
  digest: Pick<ApplicationDigest, 'schedule'>;
  /** The applicant's language (the account's, through the profiles module's read). */
  languageOf: (userId: string) => Promise<MailLanguage>;
}) {
  const { events, config, mailer, digest, languageOf } = deps;
  const dashboardLink = `${config.appUrl}/dashboard_mentor`;
  /** Mails greet by the first word of the account's name. */
  const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';
  events.on('mentor-application.decided', async (event, tx) => {
    const { mentorApprovedMail, mentorDeclinedMail } = await mails();
    const common = {
      appName: config.appName,
      to: event.email,
      name: firstWord(event.name),
      link: dashboardLink,
      language: await languageOf(event.userId),
    };
    const mail =
      event.decision === 'approved'
        ? await mentorApprovedMail({
            ...common,
            availabilityLink: event.hasWeeklyHours ? undefined : `${dashboardLink}/availability`,
          })
        : await mentorDeclinedMail({ ...common, reason: event.reason ?? '' });
    await mailer.send(mail, tx.client);
  });
  events.on('mentor-application.submitted', async (event, tx) => {
    const { mentorApplicationReceivedMail } = await mails();
    const receipt = await mentorApplicationReceivedMail({
      appName: config.appName,
      to: event.email,
      name: firstWord(event.name),
      link: dashboardLink,
      resubmitted: event.resubmitted,
      language: await languageOf(event.userId),
    });
    await mailer.send(receipt, tx.client);
    await digest.schedule(tx);
  });
}
