import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthGrid } from './month-grid.tsx';

/** The booking page's use: some days free, this month to next, no other months' days. */
function BookingGrid({ onSelect }: { onSelect: (day: string) => void }) {
  const [month, setMonth] = useState('2026-12-10');
  return (
    <MonthGrid
      month={month}
      selected={null}
      today="2026-12-10"
      weekStart={1}
      locale="en-US"
      labels={{
        previous: 'Previous month',
        next: 'Next month',
        day: (day, date) => (day.endsWith('-11') ? date : `${date}, no free times`),
      }}
      available={new Set(['2026-12-11', '2027-01-11'])}
      min="2026-12-10"
      max="2027-01-10"
      outsideDays={false}
      busy={false}
      onSelect={onSelect}
      onMonthChange={setMonth}
    />
  );
}

describe('the month grid', () => {
  it('keeps to its months, marks today and lets only free days be chosen', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<BookingGrid onSelect={onSelect} />);
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    // No other month's days, and the one day in the tab order is the first free one.
    expect(within(grid).queryByRole('button', { name: /November 30/ })).toBeNull();
    const free = within(grid).getByRole('button', { name: 'Friday, December 11, 2026' });
    expect(free).toHaveAttribute('tabindex', '0');
    const today = within(grid).getByRole('button', { name: /December 10, 2026, no free/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(today);
    expect(onSelect).not.toHaveBeenCalled();
    // Moving does not choose; Enter does. Page Up stops at the first month.
    free.focus();
    await user.keyboard('{PageUp}');
    expect(free).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(today).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2026-12-11');

    // Page Down: the same day of the next month, focused in its grid; then the last month.
    await user.keyboard('{PageDown}');
    const january = screen.getByRole('grid', { name: 'January 2027' });
    expect(within(january).getByRole('button', { name: 'Monday, January 11, 2027' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });
});
