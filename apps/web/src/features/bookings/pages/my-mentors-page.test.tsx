import type { Booking, MyMentor } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { card } from '@/testing/mentors-harness.tsx';
import { booking, inHours, myMentor, renderBookings } from '@/testing/bookings-harness.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

const amara = myMentor({
  mentor: {
    id: 'm1',
    name: 'Amara Okafor',
    headline: 'Engineering Director',
    company: 'Vantyx',
    skills: ['coding', 'management'],
    languages: ['en', 'fr'],
    topics: ['leadership'],
  },
  upcomingSessions: 1,
  nextSessionAt: inHours(30),
});
const priya = myMentor({
  mentor: {
    id: 'm2',
    name: 'Priya Raman',
    headline: 'Product Designer',
    company: 'Loomly',
    skills: ['ux_design', 'design'],
    languages: ['en', 'hi'],
    topics: ['career_growth'],
  },
});

function serve({
  mine = [amara, priya],
  past = [] as Booking[],
  featured = [card({ id: 'f1', name: 'Lena Fischer', headline: 'CFO' })],
}: { mine?: MyMentor[]; past?: Booking[]; featured?: ReturnType<typeof card>[] } = {}) {
  return answerApi(({ path, params }) => {
    if (path === '/api/my-mentors') return { status: 200, body: { items: mine } };
    if (path === '/api/bookings') return { status: 200, body: { items: past } };
    if (path === '/api/mentors' && params.get('featured') === 'true')
      return {
        status: 200,
        body: { items: featured, languages: ['en'], page: 1, pageSize: 4, total: featured.length },
      };
    return { status: 404, body: { message: 'no', code: 404, type: 'general_route_not_found' } };
  });
}

const names = () =>
  within(screen.getByRole('region', { name: 'Your mentors' }))
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('MyMentorsPage', () => {
  it('lists the booked mentors with Schedule Session, completed sessions and featured mentors', async () => {
    serve({
      past: [
        booking({
          id: 'p1',
          status: 'held',
          start: inHours(-50),
          end: inHours(-49),
          recordingUrl: 'https://rec.example.com/p1',
        }),
        booking({
          id: 'p2',
          status: 'held',
          start: inHours(-80),
          end: inHours(-79),
          mentor: { id: 'm2', name: 'Priya Raman', photoPath: null, headline: null },
        }),
        booking({ id: 'p3', status: 'cancelled', start: inHours(-90), end: inHours(-89) }),
      ],
      featured: [
        card({ id: 'f1', name: 'Lena Fischer', headline: 'CFO' }),
        card({ id: 'f2', name: 'Noor Haddad', ratingAvg: null, reviewCount: 0 }),
      ],
    });
    renderBookings('/dashboard/mentors');
    const amaraCard = await screen.findByRole('article', { name: 'Amara Okafor' });
    expect(within(amaraCard).getByRole('link', { name: /Schedule Session/ })).toHaveAttribute(
      'href',
      '/mentors/m1/book',
    );
    const completed = screen.getByRole('region', { name: 'Completed Sessions' });
    const rows = within(completed).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: /View notes/ })).toHaveAttribute(
      'href',
      '/sessions/p1',
    );
    expect(within(rows[0]!).getByRole('link', { name: /Recording/ })).toHaveAttribute(
      'href',
      'https://rec.example.com/p1',
    );
    expect(within(rows[1]!).queryByRole('link', { name: /Recording/ })).toBeNull();
    const featured = screen.getByRole('region', { name: 'Featured Mentors' });
    const lena = within(featured).getByRole('article', { name: 'Lena Fischer' });
    expect(within(lena).getByRole('link', { name: /Connect/ })).toHaveAttribute(
      'href',
      '/mentors/f1',
    );
    expect(within(lena).getByText('Rated 4.9 out of 5 from 132 reviews')).toBeInTheDocument();
    const noor = within(featured).getByRole('article', { name: 'Noor Haddad' });
    expect(within(noor).getByText('New mentor, no reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/mentors');
  });

  it('filters by name or profession and by the Skills, Language and Topic selects', async () => {
    const user = userEvent.setup();
    serve();
    renderBookings('/dashboard/mentors');
    await screen.findByRole('article', { name: 'Amara Okafor' });
    expect(names()).toEqual(['Amara Okafor', 'Priya Raman']);

    const search = screen.getByRole('searchbox', { name: 'Search by name or profession' });
    await user.type(search, 'designer');
    expect(names()).toEqual(['Priya Raman']);
    await user.clear(search);
    await user.type(search, 'vantyx');
    expect(names()).toEqual(['Amara Okafor']);
    await user.clear(search);

    await user.selectOptions(screen.getByLabelText('Skills'), 'UX Design');
    expect(names()).toEqual(['Priya Raman']);
    await user.selectOptions(screen.getByLabelText('Skills'), 'All skills');

    await user.selectOptions(screen.getByLabelText('Language'), 'Hindi');
    expect(names()).toEqual(['Priya Raman']);
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(names()).toEqual(['Amara Okafor', 'Priya Raman']);

    await user.selectOptions(screen.getByLabelText('Topic'), 'Leadership');
    expect(names()).toEqual(['Amara Okafor']);
    await user.selectOptions(screen.getByLabelText('Skills'), 'Finance');
    expect(screen.getByText('None of your mentors match these filters.')).toBeInTheDocument();
  });

  it('leads to the directory when the mentee has booked nobody yet', async () => {
    serve({ mine: [], featured: [] });
    renderBookings('/dashboard/mentors');
    expect(
      await screen.findByText('You have not booked a mentor yet. Find one in the directory.'),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Your mentors' });
    expect(within(region).getByRole('link', { name: 'Find a mentor' })).toHaveAttribute(
      'href',
      '/mentors',
    );
    expect(await screen.findByText('No featured mentors right now.')).toBeInTheDocument();
  });
});
