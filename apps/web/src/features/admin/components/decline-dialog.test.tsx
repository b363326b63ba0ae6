import type { MentorApplication } from '@pathwise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeclineDialog } from './decline-dialog.tsx';
import { answerApi } from '@/testing/api.ts';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

/** The application as the server answers after a decline. */
const declined = {
  userId: 'm1',
  accountEmail: 'lin@example.com',
  accountName: 'Lin Okafor',
  contactEmail: null,
  location: null,
  institution: null,
  bioRole: null,
  domain: null,
  about: 'About',
  niche: 'career',
  skillsText: 'Skills',
  expertOptIn: false,
  certification: 'icf',
  certificationOther: null,
  plans: [],
  clientsCount: 1,
  yearsExperience: null,
  goal: 'empower_clients',
  goalOther: null,
  status: 'declined',
  declineReason: 'Tell us more about your experience.',
  submittedAt: '2025-06-17T09:00:00.000Z',
  reviewedAt: '2025-06-18T09:00:00.000Z',
  reviewerEmail: 'admin@example.com',
  delistedAt: null,
  delistReason: null,
} satisfies MentorApplication;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answer on MSW with one answer for the decline call; records what was sent. */
function stubDecline(status: number, body: unknown) {
  const calls: Call[] = [];
  answerApi(({ method, path, body: sent }) => {
    calls.push({ method, path, body: sent });
    return { status, body };
  });
  return calls;
}

function renderDialog() {
  const onDeclined = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <DeclineDialog userId="m1" name="Lin Okafor" onDeclined={onDeclined} />
    </QueryClientProvider>,
  );
  return { onDeclined };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  return screen.getByRole('dialog', { name: "Decline Lin Okafor's application" });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the decline dialog', () => {
  it('requires a reason: nothing is sent for an empty or blank one', async () => {
    const calls = stubDecline(200, declined);
    const { onDeclined } = renderDialog();
    const dialog = await openDialog();
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Please give a reason/);

    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(reason).toHaveFocus();

    expect(calls).toEqual([]);
    expect(onDeclined).not.toHaveBeenCalled();
  });

  it('counts the characters of the reason up to 1000', async () => {
    stubDecline(200, declined);
    renderDialog();
    const dialog = await openDialog();
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(within(dialog).getByText('0/1,000')).toBeInTheDocument();

    await userEvent.type(reason, 'Too short');
    expect(within(dialog).getByText('9/1,000')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(/9 of 1,000 characters used/);
  });

  it('keeps a reason over 1000 characters as pasted and names the limit', async () => {
    const calls = stubDecline(200, declined);
    renderDialog();
    const dialog = await openDialog();
    const reason = within(dialog).getByLabelText(/^Reason/);
    await userEvent.click(reason);
    await userEvent.paste('r'.repeat(1001));
    expect(reason).toHaveValue('r'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline application' }));
    expect(await within(dialog).findByText('Must be at most 1,000 characters')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed reason, closes and reports the declined application', async () => {
    const calls = stubDecline(200, declined);
    const { onDeclined } = renderDialog();
    const dialog = await openDialog();

    await userEvent.type(
      within(dialog).getByLabelText(/^Reason/),
      '  Tell us more about your experience.  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline application' }));

    await waitFor(() => expect(onDeclined).toHaveBeenCalledWith(declined));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/mentors/m1/decline',
        body: { reason: 'Tell us more about your experience.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refusal of the server in the dialog and keeps the reason', async () => {
    stubDecline(409, {
      message: 'This application is already approved.',
      code: 409,
      type: 'mentor_application_not_pending',
    });
    const { onDeclined } = renderDialog();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Not enough experience.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application has already been decided',
    );
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Not enough experience.');
    expect(onDeclined).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending anything', async () => {
    const calls = stubDecline(200, declined);
    renderDialog();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    expect(calls).toEqual([]);
  });
});
