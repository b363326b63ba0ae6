import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaqPage } from './faq-page.tsx';

const WHO = 'Who can become a mentor on Pathwise?';
const LENGTH = 'How long is a mentoring session?';

function questions() {
  return within(screen.getByRole('main'))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-expanded'));
}

/** The answer panels on screen: regions named after a question (category sections are regions too). */
function openAnswers() {
  const names = new Set(questions().map((q) => q.textContent));
  return screen.queryAllByRole('region').filter((r) => {
    const label = document.getElementById(r.getAttribute('aria-labelledby') ?? '');
    return names.has(label?.textContent ?? '');
  });
}

describe('FaqPage', () => {
  afterEach(cleanup);

  beforeEach(() => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <FaqPage />
      </MemoryRouter>,
    );
  });

  it('shows the 18 mentor and 4 mentee questions closed, under the nine category headings', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' }));
    expect(questions()).toHaveLength(22);
    expect(questions().every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
    const categories = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .slice(0, 9);
    expect(categories).toEqual([
      'Getting started',
      'Scheduling',
      'Mentoring',
      'Payment',
      'Safety',
      'Feedback',
      'Community',
      'Tools',
      'For mentees',
    ]);
    expect(openAnswers()).toHaveLength(0);
  });

  it('renders the closed answers unmeasured: no layout forced at mount', () => {
    cleanup();
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    try {
      render(
        <MemoryRouter initialEntries={['/faq']}>
          <FaqPage />
        </MemoryRouter>,
      );
      expect(questions()).toHaveLength(22);
      expect(measure).not.toHaveBeenCalled();
    } finally {
      measure.mockRestore();
    }
  });

  it('answers the mentee on booking, changing, paying and safety', async () => {
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'For mentees' });
    const asked = within(section)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(asked).toEqual([
      'How do I book a session with a mentor?',
      'How do I reschedule or cancel a session I booked?',
      'How do I pay for sessions?',
      'How do I stay safe as a mentee?',
    ]);
    await user.click(within(section).getByRole('button', { name: 'How do I pay for sessions?' }));
    expect(screen.getByText(/no card is charged through Pathwise/)).toBeVisible();
    await user.click(
      within(section).getByRole('button', { name: 'How do I book a session with a mentor?' }),
    );
    expect(screen.getByRole('link', { name: 'mentor directory' })).toHaveAttribute(
      'href',
      '/mentors',
    );
  });

  it('keeps one answer open at a time and closes the open one when it is clicked', async () => {
    const user = userEvent.setup();
    const who = screen.getByRole('button', { name: WHO });
    const length = screen.getByRole('button', { name: LENGTH });

    await user.click(who);
    expect(who).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: WHO })).toHaveTextContent(
      'at least 10 years of professional experience',
    );

    await user.click(length);
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(length).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('region', { name: WHO })).toBeNull();
    expect(screen.getByRole('region', { name: LENGTH })).toHaveTextContent('about 60 minutes');
    expect(openAnswers()).toHaveLength(1);

    await user.click(length);
    expect(length).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('works from the keyboard: arrows move between questions, Enter toggles', async () => {
    const user = userEvent.setup();
    const all = questions();
    all[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(all[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(all.at(-1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(all.at(-1)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Home}{Enter}');
    expect(all[0]).toHaveAttribute('aria-expanded', 'true');
    expect(all.at(-1)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(all[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers the payment question without claiming that cards are charged', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'How do payments work?' }));
    const answer = screen.getByRole('region', { name: 'How do payments work?' });
    expect(answer).toHaveTextContent('Pathwise does not process payments yet');
    expect(within(answer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
