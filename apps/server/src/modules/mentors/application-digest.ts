import type { Config } from '../../config.ts';
import type { Mailer } from '../../jobs/mail-job.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { derivedUuid } from '../../lib/crypto.ts';
import type { EventTransaction } from '../../lib/events.ts';
import type { MentorsService } from './service.ts';

/** The pg-boss queue of the admins' digest of waiting applications. */
export const APPLICATION_DIGEST_QUEUE = 'mentor-applications-digest';

/** Applications the digest names; more are counted ("and 3 more"). */
const LISTED = 50;

/** The next top of the hour after `now` (UTC): when a digest queued at `now` goes out. */
export function nextDigestAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCMinutes(60, 0, 0);
  return next;
}

/** The admins' digest (see {@link createApplicationDigest}). */
export type ApplicationDigest = ReturnType<typeof createApplicationDigest>;

/**
 * The admins' digest of mentor applications waiting for review
 * (docs/product.md#121-mentor-vetting): at most one mail an hour to every ADMIN_EMAILS
 * address. A submission queues the digest job in its transaction for the next top of the hour
 * on a `short` queue with one singleton key, so all submissions of an hour share one job (a
 * second send while one waits is dropped by pg-boss) and two digests are at least an hour
 * apart. The job lists what is still pending when it runs (none: no mail).
 */
export function createApplicationDigest(deps: {
  config: Config;
  mailer: Mailer;
  jobs: JobQueue;
  mentors: Pick<MentorsService, 'applications'>;
  /** The clock; tests may pass another. */
  now?: () => Date;
}) {
  const { config, mailer, jobs, mentors } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Queue the next digest in `tx` unless one already waits. */
    async schedule(tx: EventTransaction): Promise<void> {
      await jobs.send(
        APPLICATION_DIGEST_QUEUE,
        {},
        { client: tx.client, startAfter: nextDigestAt(now()), singletonKey: 'pending' },
      );
    },

    /**
     * Mail every admin the applications pending now, oldest first; a retried job (`jobId`)
     * mails each admin once.
     */
    async send(jobId: string): Promise<void> {
      if (config.adminEmails.size === 0) return;
      const page = await mentors.applications.list({
        status: 'pending',
        page: 1,
        pageSize: LISTED,
      });
      if (page.total === 0) return;
      const applications = page.items
        .map((a) => ({ name: a.accountName, submittedAt: new Date(a.submittedAt) }))
        .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
      const { pendingApplicationsMail } = await import('./mails.tsx');
      for (const to of config.adminEmails) {
        await mailer.send(
          await pendingApplicationsMail({
            appName: config.appName,
            to,
            applications,
            more: page.total - applications.length,
            link: `${config.appUrl}/admin/mentors`,
          }),
          undefined,
          { id: derivedUuid(`application-digest:${jobId}:${to}`) },
        );
      }
    },

    /** Create the queue and start its worker (every process; pg-boss runs each job once). */
    start(): Promise<void> {
      return jobs.work(APPLICATION_DIGEST_QUEUE, { policy: 'short' }, (job) => this.send(job.id));
    },
  };
}
