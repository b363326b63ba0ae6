import type { MentorCard, PublicMentorList } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { get, recordCalls } from '@/testing/api.ts';
import { server } from '@/testing/server.ts';
import { FeaturedMentors } from './featured-mentors.tsx';

const mentor = (id: string, name: string, headline: string, company: string): MentorCard => ({
  id,
  name,
  photoPath: `/images/mentors/${id}.svg`,
  headline,
  company,
  niche: 'career',
  skills: [],
  topics: [],
  languages: ['en'],
  yearsExperience: 15,
  ratingAvg: 4.9,
  reviewCount: 10,
  lowestPrice: null,
  lowestPaidPrice: null,
  featured: true,
  expertOptIn: false,
});

function stub(body: PublicMentorList) {
  server.use(get('GET /api/mentors', body));
  return recordCalls();
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <FeaturedMentors /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('FeaturedMentors', () => {
  it('shows the featured mentors from the directory, Connect opening each profile', async () => {
    const urls = stub({
      items: [
        mentor('a1', 'Amara Okafor', 'Engineering Director', 'Vantyx'),
        mentor('d2', 'Daniel Moreau', 'Head of Product Design', 'Brightfold'),
      ],
      languages: ['en'],
      total: 2,
      page: 1,
      pageSize: 3,
    });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured mentors…');
    const connect = await screen.findByRole('link', { name: 'Connect with Amara Okafor' });
    expect(connect).toHaveAttribute('href', '/mentors/a1');
    expect(screen.getByRole('link', { name: 'Connect with Daniel Moreau' })).toHaveAttribute(
      'href',
      '/mentors/d2',
    );
    expect(screen.getByText('at Vantyx')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Portrait of Amara Okafor' })).toHaveAttribute(
      'src',
      '/images/mentors/a1.svg',
    );
    expect(urls.map((c) => `${c.path}?${c.params}`)).toEqual([
      '/api/mentors?featured=true&pageSize=3',
    ]);
  });

  it('leaves the section out when no mentor is featured', async () => {
    stub({ items: [], languages: [], total: 0, page: 1, pageSize: 3 });
    const { container } = renderSection();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
