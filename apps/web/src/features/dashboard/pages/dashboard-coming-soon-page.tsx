import { ComingSoonPage } from '@/components/dashboard/coming-soon-page.tsx';
import { linkForSegment } from '../lib/sidebar-links.ts';

/** /dashboard/*: the mentee sidebar's pages that later issues build (see ComingSoonPage). */
export function DashboardComingSoonPage() {
  return <ComingSoonPage ns="dashboard" home="/dashboard" linkForSegment={linkForSegment} />;
}
