import type { User } from '@pathwise/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountKey } from '@/lib/session/account.ts';
import { renderRoutes, testQueryClient } from '@/testing/render.tsx';
import { Hero } from './hero.tsx';
import { JoinCoachCta } from './join-coach-cta.tsx';
import { anAccount } from '@/testing/users.ts';

const mentee = anAccount();

function renderCalls(user: User | null) {
  const client = testQueryClient();
  client.setQueryData(accountKey, user);
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Hero />
            <JoinCoachCta />
          </>
        ),
      },
    ],
    '/',
    client,
  );
}

describe('home calls to action', () => {
  it('invite a visitor to sign up', async () => {
    renderCalls(null);
    expect(await screen.findByRole('link', { name: /Search for/ })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Join as Coach' })).toHaveAttribute('href', '/signup');
  });

  it('take a signed-in person to their dashboard instead', async () => {
    renderCalls({ ...mentee, role: 'mentor' });
    expect(await screen.findByRole('link', { name: /Search for/ })).toHaveAttribute(
      'href',
      '/dashboard_mentor',
    );
    expect(screen.getByRole('link', { name: 'Join as Coach' })).toHaveAttribute(
      'href',
      '/dashboard_mentor',
    );
  });
});
