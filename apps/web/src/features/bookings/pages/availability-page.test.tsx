import type { Availability } from '@pathwise/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, type FakeAnswer, type FakeRequest } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { AvailabilityPage } from './availability-page.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/** What `GET /api/availability` answers for a mentor who never saved (server defaults). */
const neverSaved: Availability = {
  timeZone: 'UTC',
  weeklyHours: [],
  dateOverrides: [],
  sessionMinutes: 60,
  minimumNoticeMinutes: 1440,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  bookingWindowDays: 60,
  maxPerDay: null,
  changeNoticeMinutes: 1440,
  requiresConfirmation: false,
  meetingUrl: null,
};

function stub(put: (request: FakeRequest) => FakeAnswer = (r) => ({ status: 200, body: r.body })) {
  return answerApi((request) =>
    request.method === 'PUT' ? put(request) : { status: 200, body: neverSaved },
  );
}

function Elsewhere() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/dashboard_mentor/availability',
        element: (
          <>
            <Link to="/dashboard_mentor">Home</Link>
            <AvailabilityPage />
          </>
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    '/dashboard_mentor/availability',
  );
}

// Kept to be called with each formatter as `this` (the stub below only changes the zone).
// eslint-disable-next-line @typescript-eslint/unbound-method
const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

beforeEach(() => {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...realResolvedOptions.call(this), timeZone: 'Europe/Berlin' };
  });
});

afterEach(() => vi.restoreAllMocks());

describe('AvailabilityPage', () => {
  it('starts in the browser’s zone, adds hours, copies them to all days and saves', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      'Europe/Berlin',
    );
    expect(screen.getByText(/^Detected from your browser: save to keep it\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(screen.getByLabelText('Monday, range 1: from')).toHaveValue('09:00');
    fireEvent.change(screen.getByLabelText('Monday, range 1: until'), {
      target: { value: '12:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(screen.getByLabelText('Monday, range 2: from')).toHaveValue('12:00');
    expect(screen.getByLabelText('Monday, range 2: until')).toHaveValue('13:00');
    await user.click(screen.getByRole('button', { name: 'Remove Monday, range 2' }));
    await user.click(screen.getByRole('button', { name: 'Copy to all days: Monday’s hours' }));
    expect(screen.getByLabelText('Sunday, range 1: until')).toHaveValue('12:00');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Confirm each booking myself' }));
    const after = screen.getByRole('spinbutton', { name: 'Buffer after (minutes)' });
    await user.clear(after);
    await user.type(after, '10');
    const notice = screen.getByRole('spinbutton', { name: 'Minimum notice (hours)' });
    await user.clear(notice);
    await user.type(notice, '12');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('Availability saved.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    const body = put.body as Availability;
    expect(body.timeZone).toBe('Europe/Berlin');
    expect(body.weeklyHours).toHaveLength(7);
    expect(
      body.weeklyHours.every((d) => d.ranges.length === 1 && d.ranges[0]!.end === '12:00'),
    ).toBe(true);
    expect(body).toMatchObject({
      requiresConfirmation: true,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 720,
      maxPerDay: null,
      meetingUrl: null,
    });
  });

  it('shows the contract’s checks under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Tuesday' }));
    fireEvent.change(screen.getByLabelText('Tuesday, range 1: until'), {
      target: { value: '08:00' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Your meeting link (optional)' }), 'zoom');
    const zone = screen.getByRole('combobox', { name: 'Your time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('A range must end after it starts.')).toBeVisible();
    expect(screen.getByLabelText('Tuesday, range 1: until')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Use an http or https link.')).toBeVisible();
    expect(screen.getByText('Choose a time zone from the list, e.g. Europe/Berlin.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need a fix before saving.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('puts the server’s 400 under the field it names', async () => {
    const user = userEvent.setup();
    stub(() => ({
      status: 400,
      body: {
        message: 'Invalid `dateOverrides.0.date` param: Use a date such as 2026-12-24.',
        code: 400,
        type: 'general_argument_invalid',
      },
    }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a date' }));
    expect(screen.getByRole('checkbox', { name: 'Day off' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Choose a date.')).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    stub();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Confirm each booking myself' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard_mentor');
  });
});
