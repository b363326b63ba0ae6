import type { User } from '@pathwise/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';
import { onboardingKey } from './onboarding-state.ts';

const base: User = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerification: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  role: null,
  onboarded: false,
  isAdmin: false,
};

/** A query client that already knows the onboarding state, so no request is made. */
function withResumePath(resumePath: string): QueryClient {
  const client = new QueryClient();
  client.setQueryData(onboardingKey, { resumePath });
  return client;
}

describe('landingPath', () => {
  it('takes an onboarded person to their dashboard', async () => {
    const client = withResumePath('/welcome');
    expect(await landingPath({ ...base, role: 'mentee', onboarded: true }, client)).toBe(
      '/dashboard',
    );
    expect(await landingPath({ ...base, role: 'mentor', onboarded: true }, client)).toBe(
      '/dashboard_mentor',
    );
  });

  it('resumes an unfinished onboarding', async () => {
    expect(await landingPath(base, withResumePath('/bio-step'))).toBe('/bio-step');
  });

  it('takes an admin to the admin overview without onboarding first', async () => {
    expect(await landingPath({ ...base, isAdmin: true }, withResumePath('/welcome'))).toBe(
      '/admin',
    );
  });
});
