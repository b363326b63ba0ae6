import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page.tsx';
import { http, HttpResponse } from '@/testing/api.ts';
import { server } from '@/testing/server.ts';

/**
 * The contact form's states (docs/product.md#4-states-and-transitions; docs/product.md#115-contact-form: success only when stored):
 * fetch is stubbed with the server's answers, everything else is the real page.
 */

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** MSW answers: `/api/config` answers the support address, `/api/contact` what `contact` says. */
function stubApi(contact: () => Promise<Response>) {
  const calls: Call[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      calls.push({
        method: request.method,
        path: url.pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      if (url.pathname === '/api/config') {
        return HttpResponse.json({
          appName: 'Pathwise',
          supportEmail: 'help@pathwise.test',
          oauthProviders: [],
        });
      }
      // A rejected fetch is a network failure, which MSW gives as `HttpResponse.error()`.
      return contact().catch(() => HttpResponse.error());
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Mentor vetting');
  await user.type(screen.getByLabelText('Message'), 'How long does it take?');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/contact', () => {
  it('links the email card to the support address and the Help Center to /faq', async () => {
    stubApi(() => Promise.reject(new Error('unused')));
    renderPage();
    expect(await screen.findByRole('link', { name: /help@pathwise\.test/ })).toHaveAttribute(
      'href',
      'mailto:help@pathwise.test',
    );
    expect(screen.getByRole('link', { name: /Visit the Help Center/ })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5');
  });

  it('names every empty field and sends nothing', async () => {
    const calls = stubApi(() => Promise.reject(new Error('unused')));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    for (const text of [
      'Please enter your last name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please enter your message.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/contact')).toEqual([]);
  });

  it("shows 'Sending...' with everything disabled, then the success panel for 4 s and an empty form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (r: Response) => void;
    const calls = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(calls.find((c) => c.path === '/api/contact')).toMatchObject({
      method: 'POST',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Mentor vetting',
        message: 'How long does it take?',
        website: '',
      },
    });

    answer(Response.json({ id: 'm1', createdAt: '2025-06-17T00:00:00.000Z' }, { status: 201 }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you for reaching out to us. We've received your message and our team will get back to you within 24 hours.",
      ),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(screen.getByText('Message Sent Successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed and says so when the message could not be sent', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Please try again.',
    );
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Message')).toHaveValue('How long does it take?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [
      400,
      'general_argument_invalid',
      'Invalid `email` param: Please enter a valid email address.',
      'Invalid `email` param: Please enter a valid email address.',
    ],
    [
      429,
      'general_rate_limit_exceeded',
      'Rate limit…',
      'Too many attempts. Please wait before trying again.',
    ],
    [
      500,
      'general_server_error',
      'Server Error',
      'We could not send your message. Please try again.',
    ],
  ])('shows a %i answer as a clear error', async (status, type, message, shown) => {
    stubApi(async () => Response.json({ message, code: status, type }, { status }));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByLabelText('Subject')).toHaveValue('Mentor vetting');
  });

  it('keeps an over-long subject and message as typed, counts the message and names the limits', async () => {
    const calls = stubApi(() => Promise.reject(new Error('unused')));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    const subject = screen.getByLabelText('Subject');
    const message = screen.getByLabelText('Message');
    await user.clear(subject);
    await user.click(subject);
    await user.paste('s'.repeat(250));
    await user.clear(message);
    await user.click(message);
    await user.paste('m'.repeat(5100));
    // Nothing is cut: what was pasted stays, whole.
    expect(subject).toHaveValue('s'.repeat(250));
    expect(message).toHaveValue('m'.repeat(5100));
    expect(message).toHaveAccessibleDescription(/5,100 of 5,000 characters used/);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 5,000 characters.')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/api/contact')).toEqual([]);
    expect(message).toHaveValue('m'.repeat(5100));
  });
});
