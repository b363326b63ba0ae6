import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card, list, renderAt, stubApi, type Call } from '@/testing/mentors-harness.tsx';

const location = () => screen.getByTestId('location').textContent;
const mentorCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/mentors');

const scrolled = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView; record the calls instead.
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
});
// A busy CI machine can take more than the default second to render a lazy page.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DirectoryPage', () => {
  it('reads the filters from the URL, including the home page’s labels, and asks for them', async () => {
    const calls = stubApi(() => ({ status: 200, body: list([card()], 32) }));
    renderAt('/mentors?skill=Sales&q=lead');
    expect(await screen.findByRole('heading', { name: '32 mentors for “lead”' })).toBeVisible();
    const last = mentorCalls(calls).at(-1)!;
    expect(Object.fromEntries(last.params)).toEqual({
      q: 'lead',
      skill: 'sales',
      sort: 'relevance',
      page: '1',
      pageSize: '12',
    });
    // The URL becomes canonical without a history entry of its own.
    await waitFor(() => expect(location()).toBe('/mentors?q=lead&skill=sales'));
    expect(screen.getByRole('combobox', { name: 'Skills' })).toHaveValue('sales');
    expect(screen.getByRole('searchbox', { name: 'Search mentors' })).toHaveValue('lead');
  });

  it('shows a card with role · company, skills, rating, price and the profile link', async () => {
    stubApi(() => ({ status: 200, body: list([card()]) }));
    renderAt('/mentors');
    const item = (await screen.findByRole('heading', { name: 'Amara Okafor' })).closest('li')!;
    const inCard = within(item);
    expect(inCard.getByText('Engineering Director · Vantyx')).toBeVisible();
    expect(inCard.getByText('Rated 4.9 out of 5 from 132 reviews')).toBeInTheDocument();
    expect(inCard.getByRole('list', { name: 'Skills' })).toHaveTextContent(
      'CodingManagementStrategy+1 more',
    );
    expect(inCard.getByText('From $450')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'View profile of Amara Okafor' })).toHaveAttribute(
      'href',
      '/mentors/m1',
    );
    expect(screen.getByText(/^Sorted by rating, then number of reviews/)).toBeVisible();
  });

  it('says Volunteer for a free mentor and leaves out what a mentor has not filled in', async () => {
    stubApi(() => ({
      status: 200,
      body: list([
        card({
          id: 'm2',
          name: 'Neha Kapoor',
          headline: null,
          company: null,
          skills: [],
          ratingAvg: null,
          reviewCount: 0,
          lowestPrice: { priceMinor: 0, currency: 'USD' },
          lowestPaidPrice: null,
        }),
      ]),
    }));
    renderAt('/mentors');
    const item = (await screen.findByRole('heading', { name: 'Neha Kapoor' })).closest('li')!;
    expect(within(item).getByText('Volunteer')).toBeVisible();
    expect(within(item).queryByText('Free intro')).toBeNull();
    expect(within(item).getByText('New mentor, no reviews yet')).toBeVisible();
    expect(within(item).queryByRole('list', { name: 'Skills' })).toBeNull();
    expect(item).not.toHaveTextContent('·');
  });

  it('prices a paid mentor with a free intro call "From" the paid plan, never Volunteer', async () => {
    stubApi(() => ({
      status: 200,
      body: list([
        card({
          id: 'm3',
          name: 'Rafael Diaz',
          lowestPrice: { priceMinor: 0, currency: 'USD' },
          lowestPaidPrice: { priceMinor: 50_000, currency: 'USD' },
        }),
      ]),
    }));
    renderAt('/mentors');
    const item = (await screen.findByRole('heading', { name: 'Rafael Diaz' })).closest('li')!;
    expect(within(item).getByText('From $500')).toBeVisible();
    expect(within(item).getByText('Free intro')).toBeVisible();
    expect(within(item).queryByText('Volunteer')).toBeNull();
  });

  it('offers every language an approved mentor speaks in the Language filter', async () => {
    stubApi(() => ({ status: 200, body: list([card()], 1, 1, ['en', 'es', 'fr', 'hi']) }));
    renderAt('/mentors');
    await screen.findByRole('heading', { name: '1 mentor' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All languages', 'English', 'Spanish', 'French', 'Hindi']),
    );
  });

  it('puts a filter or sort change in the URL, back on page 1, and explains the order', async () => {
    const calls = stubApi(() => ({ status: 200, body: list([card()], 40) }));
    renderAt('/mentors?page=2');
    await screen.findByRole('heading', { name: '40 mentors' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'hi' },
    });
    await waitFor(() => expect(location()).toBe('/mentors?language=hi'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_asc' },
    });
    await waitFor(() => expect(location()).toBe('/mentors?language=hi&sort=price_asc'));
    expect(screen.getByText('Sorted by price: lowest plan price first.')).toBeVisible();
    await waitFor(() =>
      expect(Object.fromEntries(mentorCalls(calls).at(-1)!.params)).toMatchObject({
        language: 'hi',
        sort: 'price_asc',
        page: '1',
      }),
    );
  });

  it('searches on submit', async () => {
    stubApi(() => ({ status: 200, body: list([card()]) }));
    renderAt('/mentors?topic=leadership');
    await screen.findByRole('heading', { name: '1 mentor' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search mentors' }), {
      target: { value: '  data science ' },
    });
    expect(location()).toBe('/mentors?topic=leadership');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/mentors?q=data+science&topic=leadership'));
  });

  it('pages with links, marking the current page', async () => {
    stubApi((call) => ({
      status: 200,
      body: list([card()], 40, Number(call.params.get('page'))),
    }));
    renderAt('/mentors?skill=coding&page=2');
    const nav = await screen.findByRole('navigation', { name: 'Pages of results' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/mentors?skill=coding&page=4',
    );
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/mentors?skill=coding',
    );
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: /Next/ }));
    });
    await waitFor(() => expect(location()).toBe('/mentors?skill=coding&page=3'));
    // Reading starts again at the top of the results.
    await waitFor(() => expect(screen.getByRole('heading', { name: '40 mentors' })).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });

  it('shows an empty state whose Clear filters keeps only the sort', async () => {
    stubApi((call) => ({
      status: 200,
      body: call.params.get('skill') ? list([], 0) : list([card()], 1),
    }));
    renderAt('/mentors?skill=finance&language=es&sort=rating');
    expect(await screen.findByText('No mentors match your search')).toBeVisible();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clearButtons.at(-1)!);
    await waitFor(() => expect(location()).toBe('/mentors?sort=rating'));
    expect(await screen.findByRole('heading', { name: '1 mentor' })).toBeVisible();
  });

  it('says when the mentors could not be loaded and tries again', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } }
        : { status: 200, body: list([card()]) },
    );
    renderAt('/mentors');
    expect(await screen.findByText('The mentors could not be loaded.')).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
  });
});
