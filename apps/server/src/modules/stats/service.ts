import type { SiteStats } from '@pathwise/contracts';
import type { BookingsService } from '../bookings/service.ts';
import type { MentorsService } from '../mentors/service.ts';

/**
 * The site's statistics, asked of the modules that own the counted rows (owns no table):
 * approved mentors (mentors module) and sessions held (bookings module).
 */
export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(deps: {
  mentors: Pick<MentorsService, 'countApproved'>;
  bookings: Pick<BookingsService, 'countHeldSessions'>;
}) {
  return {
    async siteStats(): Promise<SiteStats> {
      const [mentors, sessions] = await Promise.all([
        deps.mentors.countApproved(),
        deps.bookings.countHeldSessions(),
      ]);
      return { mentors, sessions };
    },
  };
}
