import type { User } from '@pathwise/contracts';
import { http, HttpResponse } from 'msw';
import { getAccount } from '@/lib/session/account.ts';
import { server } from './server.ts';

/** A zone no test machine's browser reports: UTC+9 all year. */
export const SAVED_ZONE = 'Asia/Tokyo';

/**
 * Sign `user` in with {@link SAVED_ZONE} saved in Settings → General and read the session as
 * the app does, so `ownTimeZone()` answers the saved zone. Pair with {@link signOut}.
 */
export async function signInWithSavedZone(user: User): Promise<void> {
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: { ...user, timeZone: SAVED_ZONE } })),
  );
  await getAccount();
}

/** Signed out again: the remembered zone is forgotten (call after each test). */
export async function signOut(): Promise<void> {
  server.use(http.get('/api/session', () => HttpResponse.json({ user: null })));
  await getAccount();
}
