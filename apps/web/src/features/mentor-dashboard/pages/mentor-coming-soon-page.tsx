import { ComingSoonPage } from '@/components/dashboard/coming-soon-page.tsx';
import { linkForSegment, MENTOR_HOME } from '../lib/sidebar-links.ts';

/**
 * /dashboard_mentor/*: the mentor sidebar's pages that later issues build (mentees, earnings,
 * calendar, messages…; see ComingSoonPage).
 */
export function MentorComingSoonPage() {
  return <ComingSoonPage ns="mentor" home={MENTOR_HOME} linkForSegment={linkForSegment} />;
}
