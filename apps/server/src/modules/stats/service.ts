import type { SiteStats } from '@pathwise/contracts';
import type { MentorsService } from '../mentors/service.ts';

/**
 * The site's statistics, asked of the modules that own the counted rows (owns no table).
 * More counts (mentees, sessions held) join here as their modules arrive.
 */
export type StatsService = ReturnType<typeof createStatsService>;

export function createStatsService(deps: { mentors: MentorsService }) {
  return {
    async siteStats(): Promise<SiteStats> {
      return { mentors: await deps.mentors.countApproved() };
    },
  };
}
