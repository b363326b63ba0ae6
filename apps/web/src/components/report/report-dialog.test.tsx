import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { ReportDialog } from './report-dialog.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answer every API call with `status`/`body`; records what was sent. */
function stub(status: number, body: unknown) {
  const calls: Call[] = [];
  answerApi(({ method, path, body: sent }) => {
    calls.push({ method, path, body: sent });
    return { status, body };
  });
  return calls;
}

function renderDialog() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportDialog
        compact
        subject={{ kind: 'message', id: 'msg-1' }}
        label="Report this message from Ana"
      />
    </QueryClientProvider>,
  );
}

const RECEIPT = { id: 'r1', status: 'open', createdAt: '2026-11-27T10:00:00.000Z' };

afterEach(cleanup);

describe('ReportDialog (docs/product.md#141-reporting)', () => {
  it('sends the reason and details and thanks the reporter', async () => {
    const calls = stub(201, RECEIPT);
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Report this message from Ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    // Nothing is sent without a reason.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Links everywhere');
    expect(within(dialog).getByText('16/1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText("Thanks — we'll review this.")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/reports',
        body: {
          subject: { kind: 'message', id: 'msg-1' },
          reason: 'spam',
          details: 'Links everywhere',
        },
      },
    ]);
  });

  it('asks for the DSA notice fields with "Illegal content", and says when it was reported already', async () => {
    const calls = stub(409, { message: 'dup', code: 409, type: 'report_duplicate' });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Report this message from Ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).queryByLabelText('Your name')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText(/needs your name, your email and the accuracy statement/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your name'), 'Rita R');
    await user.type(within(dialog).getByLabelText('Your email'), 'rita@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: /accurate and complete/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(dialog).findByText('You already reported this. We are reviewing it.'),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      reason: 'illegal',
      notice: { name: 'Rita R', email: 'rita@example.com', accurate: true },
    });
  });
});
