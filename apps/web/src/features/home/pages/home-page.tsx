import { usePageTitle } from '@/lib/use-page-title.ts';
import { FeatureShowcase } from '../components/feature-showcase.tsx';
import { FeaturedMentors } from '../components/featured-mentors.tsx';
import { ForAllBanner } from '../components/for-all-banner.tsx';
import { Hero } from '../components/hero.tsx';
import { JoinCoachCta } from '../components/join-coach-cta.tsx';
import { LogoMarquee } from '../components/logo-marquee.tsx';
import { MentorSearch } from '../components/mentor-search.tsx';
import { StatsBanner } from '../components/stats-banner.tsx';
import { TestimonialCarousel } from '../components/testimonial-carousel.tsx';

/**
 * Home page `/` (docs/product.md#24-home-page "Home page"), its sections in the spec's order. The page
 * title is just the product name.
 */
export function HomePage() {
  usePageTitle();
  return (
    <main>
      <Hero />
      <LogoMarquee />
      <ForAllBanner />
      <MentorSearch />
      <FeatureShowcase />
      <FeaturedMentors />
      <JoinCoachCta />
      <StatsBanner />
      <TestimonialCarousel />
    </main>
  );
}
