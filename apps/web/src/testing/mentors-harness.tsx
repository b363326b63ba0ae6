import type { MentorCard, PublicMentor, PublicMentorList } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { answerApi } from './api.ts';
import { DirectoryPage } from '@/features/mentors/pages/directory-page.tsx';
import { ProfilePage } from '@/features/mentors/pages/profile-page.tsx';

/** One recorded request of the stubbed API. */
export interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  /** The parsed JSON body, if any. */
  body?: unknown;
}

/** A reply of the stubbed API. */
export interface Reply {
  status: number;
  body?: unknown;
}

/**
 * Answer the directory's API calls on MSW with `answer`, recording every call so a test can
 * check what the page asked the server for.
 */
export function stubApi(answer: (call: Call) => Reply): Call[] {
  return answerApi((call) => answer(call));
}

/** A card with plausible values; `overrides` change any of them. */
export function card(overrides: Partial<MentorCard> = {}): MentorCard {
  return {
    id: 'm1',
    name: 'Amara Okafor',
    photoPath: null,
    headline: 'Engineering Director',
    company: 'Vantyx',
    niche: 'leadership',
    skills: ['coding', 'management', 'strategy', 'finance'],
    topics: ['leadership'],
    languages: ['en', 'fr'],
    yearsExperience: 18,
    ratingAvg: 4.9,
    reviewCount: 132,
    lowestPrice: { priceMinor: 45_000, currency: 'USD' },
    lowestPaidPrice: { priceMinor: 45_000, currency: 'USD' },
    featured: true,
    expertOptIn: true,
    ...overrides,
  };
}

/** A full profile built on {@link card}. */
export function profile(overrides: Partial<PublicMentor> = {}): PublicMentor {
  return {
    ...card(),
    about: 'I lead four platform teams.',
    skillsText: 'Engineering management, system design.',
    certification: 'icf',
    certificationOther: null,
    plans: [
      {
        id: 'plan-starter',
        name: 'Starter Plan',
        priceMinor: 45_000,
        currency: 'USD',
        sessions: 3,
        deliverables: 'A 90-day plan',
      },
      {
        id: 'plan-2',
        name: 'Plan 2',
        priceMinor: 120_000,
        currency: 'USD',
        sessions: 8,
        deliverables: null,
      },
    ],
    ...overrides,
  };
}

/** A list answer for `items` (total defaults to their number). */
export function list(
  items: MentorCard[],
  total = items.length,
  page = 1,
  languages: PublicMentorList['languages'] = ['en', 'hi', 'es'],
): PublicMentorList {
  return { items, languages, total, page, pageSize: 12 };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render the mentors pages (and a /login stand-in) at `url`, with a fresh query cache. */
export function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/mentors',
        element: (
          <>
            <DirectoryPage />
            <Location />
          </>
        ),
      },
      {
        path: '/mentors/:id',
        element: (
          <>
            <ProfilePage />
            <Location />
          </>
        ),
      },
      { path: '/login', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
