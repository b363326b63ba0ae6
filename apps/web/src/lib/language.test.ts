import { afterEach, describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { anAccount } from '@/testing/users.ts';
import i18n, { LANGUAGE_STORAGE_KEY } from './i18n.ts';
import { getAccount } from './session/account.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

// docs/product.md#15-languages: the account's language comes after the address, before the
// browser's choice.
describe('the signed-in person’s account language', () => {
  it('is shown and remembered once the session is read', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const calls = answerApi(() => ({
      status: 200,
      body: { user: anAccount({ language: 'hi' }) },
    }));
    await getAccount();
    await expect.poll(() => i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(calls.map((c) => c.path)).toEqual(['/api/session']);
  });

  it('changes nothing when signed out', async () => {
    answerApi(() => ({ status: 200, body: { user: null } }));
    await getAccount();
    expect(i18n.language).toBe('en');
  });
});
