import type { FeatureRequest } from '@pathwise/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApi, type FakeAnswer } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { FeatureRequestPage } from './feature-request-page.tsx';

/**
 * `<dashboard>/feature-request` (docs/product.md#1281-feature-requests): the form's states (success
 * only when stored, errors that keep what was typed) and the earlier requests' loading, empty,
 * error and listed states. The API answers through MSW.
 */

const PATH = '/dashboard/feature-request';

function renderPage() {
  return renderRoutes(
    [
      {
        path: PATH,
        element: (
          <>
            <Link to="/dashboard">Home</Link>
            <FeatureRequestPage />
          </>
        ),
      },
      { path: '/dashboard', element: <h1>Home page</h1> },
    ],
    PATH,
  );
}

const earlier: FeatureRequest = {
  id: 'fr-1',
  title: 'Export my goals as a calendar',
  description: 'I plan my week in my calendar app.',
  createdAt: '2026-11-15T10:00:00.000Z',
};

/** An in-memory API: the list holds `items`; POST answers `post(body)` (default: stores it). */
function fakeApi(
  options: { items?: FeatureRequest[]; list?: () => FakeAnswer; post?: () => FakeAnswer } = {},
) {
  const items = [...(options.items ?? [])];
  return answerApi(({ method, path, body }) => {
    if (path !== '/api/feature-requests') return { status: 404, body: {} };
    if (method === 'GET') return options.list?.() ?? { status: 200, body: { items } };
    if (options.post) return options.post();
    const stored = {
      ...(body as { title: string; description: string }),
      id: `fr-${items.length + 2}`,
      createdAt: '2026-11-24T12:00:00.000Z',
    };
    items.unshift(stored);
    return { status: 201, body: stored };
  });
}

afterEach(cleanup);

describe('the earlier requests', () => {
  it('lists them under the form', async () => {
    fakeApi({ items: [earlier] });
    renderPage();
    const list = await screen.findByRole('region', { name: 'Your earlier requests' });
    expect(await within(list).findByText('Export my goals as a calendar')).toBeVisible();
    expect(within(list).getByText('I plan my week in my calendar app.')).toBeVisible();
    expect(within(list).getByText(/^Sent Nov 15, 2026$/)).toBeVisible();
  });

  it('says what to do when there are none', async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByText(/You have not sent a request yet/)).toBeVisible();
  });

  it('says they could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    fakeApi({
      items: [earlier],
      list: () => (fail ? 'network-error' : { status: 200, body: { items: [earlier] } }),
    });
    renderPage();
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Export my goals as a calendar')).toBeVisible();
  });
});

describe('the form', () => {
  it('asks before leaving with something typed: Stay keeps it, Leave goes', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dark mode');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave without sending?' });
    expect(dialog).toHaveTextContent('What you typed will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dark mode');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without sending?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without sending' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('sends the request, says so once stored, clears the form and lists it', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/You have not sent a request yet/);
    await user.type(screen.getByLabelText(/^Title/), 'Dark mode');
    await user.type(screen.getByLabelText('Description'), 'Easier on the eyes.');
    expect(screen.getByText('19/2,000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('Thank you! Your request “Dark mode” was sent to our team.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Dark mode',
      description: 'Easier on the eyes.',
    });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    const list = screen.getByRole('region', { name: 'Your earlier requests' });
    expect(await within(list).findByText('Dark mode')).toBeVisible();
  });

  it('shows the contract’s messages and sends nothing when fields are empty', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps an over-long title and description as pasted and names the limits', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderPage();
    const title = screen.getByLabelText('Title');
    await user.click(title);
    await user.paste('t'.repeat(130));
    const description = screen.getByLabelText('Description');
    await user.click(description);
    await user.paste('d'.repeat(2010));
    expect(title).toHaveValue('t'.repeat(130));
    expect(description).toHaveValue('d'.repeat(2010));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Must be at most 120 characters.')).toBeVisible();
    expect(screen.getByText('Must be at most 2,000 characters.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps what was typed and says what to do when sending fails', async () => {
    fakeApi({ post: () => 'network-error' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Title/), 'Dark mode');
    await user.type(screen.getByLabelText('Description'), 'Please.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Check your connection and try again',
    );
    expect(screen.queryByText(/Thank you!/)).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Dark mode');
  });

  it('explains the hourly limit on 429', async () => {
    fakeApi({
      post: () => ({
        status: 429,
        body: { message: 'Too many', code: 429, type: 'general_rate_limit_exceeded' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Title/), 'Dark mode');
    await user.type(screen.getByLabelText('Description'), 'Please.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent many requests in the last hour',
    );
  });
});
