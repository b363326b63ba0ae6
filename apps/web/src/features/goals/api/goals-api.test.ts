import { afterEach, expect, it } from 'vitest';
import { SAVED_ZONE, signInWithSavedZone, signOut } from '@/testing/saved-zone.ts';
import { account } from '@/testing/sessions-harness.tsx';
import { viewerTimeZone } from './goals-api.ts';

afterEach(signOut);

it('sends the person’s one saved time zone (Settings → General), not the browser’s (ADR 0016)', async () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(SAVED_ZONE);
  await signInWithSavedZone(account('mentee'));
  expect(viewerTimeZone()).toBe(SAVED_ZONE);
});
