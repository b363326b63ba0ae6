import type { User } from '@pathwise/contracts';

/**
 * A signed-in account as `GET /api/session` answers it: an onboarded mentee, Ada Lovelace, unless
 * `over` says otherwise (`{ role: 'mentor' }`, `{ isAdmin: true, role: null }`, `{ timeZone }`…).
 * The one account fixture of the web tests.
 */
export function anAccount(over: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerification: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    role: 'mentee',
    onboarded: true,
    isAdmin: false,
    ...over,
  };
}
