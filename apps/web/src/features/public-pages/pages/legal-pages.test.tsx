import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { publicConfigQuery } from '@/lib/public-config.ts';
import { server } from '@/testing/server.ts';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

afterEach(cleanup);

/**
 * The config answer is put in the query cache as the server would have sent it, so that
 * these tests do not depend on a network; the page reads it exactly as in the browser.
 * Without `supportEmail` the configuration is still on its way (its request not answered).
 */
function renderWith(page: ReactNode, supportEmail?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (!supportEmail) server.use(http.get('/api/config', () => delay('infinite')));
  else
    client.setQueryData(publicConfigQuery.queryKey, {
      appName: 'Pathwise',
      supportEmail,
      oauthProviders: [],
    });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function sectionHeadings() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((text) => text !== 'On this page');
}

describe('PrivacyPage', () => {
  it('shows the policy effective June 17, 2025 in its ten sections', () => {
    renderWith(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    expect(screen.getByText('Effective June 17, 2025')).toHaveAttribute('datetime', '2025-06-17');
    expect(sectionHeadings()).toEqual([
      '1. Who this policy applies to',
      '2. What we collect',
      '3. How we use it',
      '4. Who we share it with',
      '5. Your rights',
      '6. Cookies and local storage',
      '7. Security',
      '8. International transfers',
      '9. Updates to this policy',
      '10. Contact us',
    ]);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(10);
    expect(within(toc).getByRole('link', { name: '6. Cookies and local storage' })).toHaveAttribute(
      'href',
      '#cookies',
    );
  });

  it('names the cookie and the storage key we set, and links the contact section to /contact', () => {
    renderWith(<PrivacyPage />, 'privacy@pathwise.example');
    const cookies = screen.getByRole('region', { name: '6. Cookies and local storage' });
    expect(within(cookies).getByRole('heading', { name: 'pathwise_session' }));
    expect(cookies).toHaveTextContent('Cookie (HttpOnly, SameSite=Lax)');
    expect(cookies).toHaveTextContent('Expires 30 days after you sign in, or when you log out.');
    expect(within(cookies).getByRole('heading', { name: 'pathwise.loginEmail' }));
    expect(cookies).toHaveTextContent('Removed after a successful login.');

    const contact = screen.getByRole('region', { name: '10. Contact us' });
    expect(within(contact).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(contact).getByRole('link', { name: 'privacy@pathwise.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@pathwise.example',
    );
  });

  it('describes the data export and the account deletion the settings offer', () => {
    renderWith(<PrivacyPage />);
    const rights = screen.getByRole('region', { name: '5. Your rights' });
    expect(rights).toHaveTextContent('Download your data in Settings → Password & Privacy');
    expect(rights).toHaveTextContent('a link that works once, for 24 hours');
    expect(rights).toHaveTextContent('Delete account in Settings → Password & Privacy');
    expect(rights).toHaveTextContent('cancels your upcoming sessions (the other person is told)');
    expect(rights).toHaveTextContent('shown as “Former member”');
    expect(rights).toHaveTextContent('sign up again with the same email address');
  });

  it('leaves the support address out until the configuration is known', () => {
    renderWith(<PrivacyPage />);
    const contact = screen.getByRole('region', { name: '10. Contact us' });
    expect(within(contact).getAllByRole('link')).toHaveLength(1);
  });
});

describe('TermsPage', () => {
  it('shows the terms with their eleven sections and says no payment is processed', () => {
    renderWith(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' }));
    expect(screen.getByText('Effective June 17, 2025'));
    expect(sectionHeadings()).toEqual([
      '1. Eligibility',
      '2. Your account',
      '3. Mentor vetting',
      '4. Bookings and cancellations',
      '5. Payments',
      '6. Conduct',
      '7. Your content',
      '8. Our responsibility',
      '9. Ending your use',
      '10. Changes to these terms',
      '11. Contact us',
    ]);
    expect(screen.getByRole('region', { name: '5. Payments' })).toHaveTextContent(
      'Pathwise does not process payments today: no card is charged',
    );
    expect(
      within(screen.getByRole('region', { name: '11. Contact us' })).getByRole('link', {
        name: 'contact page',
      }),
    ).toHaveAttribute('href', '/contact');
  });
});
