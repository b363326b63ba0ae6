import type { Config } from '../../config.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { EventBus } from '../../lib/events.ts';
import { mentorApprovedMail, mentorDeclinedMail } from './mails.tsx';

/**
 * What the mentors module does when other modules publish events (ADR 0008): a decided
 * application is mailed to the mentor, enqueued in the decision's transaction.
 */
export function subscribeMentorsEvents(deps: { events: EventBus; config: Config; mailer: Mailer }) {
  const { events, config, mailer } = deps;
  const dashboardLink = `${config.appUrl}/dashboard_mentor`;
  events.on('mentor-application.decided', async (event, tx) => {
    const common = {
      appName: config.appName,
      to: event.email,
      name: event.firstName,
      link: dashboardLink,
    };
    const mail =
      event.decision === 'approved'
        ? await mentorApprovedMail(common)
        : await mentorDeclinedMail({ ...common, reason: event.reason ?? '' });
    await mailer.send(mail, tx.client);
  });
}
