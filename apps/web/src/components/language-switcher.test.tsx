import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGE_STORAGE_KEY } from '@/lib/i18n.ts';
import { accountKey } from '@/lib/session/account.ts';
import { answerApi } from '@/testing/api.ts';
import { anAccount } from '@/testing/users.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

function renderSwitcher(signedIn: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(accountKey, signedIn ? anAccount({ language: 'en' }) : null);
  render(
    <QueryClientProvider client={client}>
      <LanguageSwitcher />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

// docs/product.md#15-languages: the switcher.
describe('LanguageSwitcher', () => {
  it('names each language in itself under a label', () => {
    renderSwitcher(false);
    const select = screen.getByRole('combobox', { name: 'Site language' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'English',
      'Español',
      'हिन्दी',
    ]);
  });

  it('switches at once and remembers the choice; signed out, nothing is saved', async () => {
    const calls = answerApi(() => ({ status: 204 }));
    renderSwitcher(false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Site language' }), 'es');
    expect(await screen.findByRole('combobox', { name: 'Idioma del sitio' })).toHaveValue('es');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(calls).toEqual([]);
  });

  it('saves a signed-in person’s choice in the account', async () => {
    const calls = answerApi(() => ({ status: 204 }));
    const client = renderSwitcher(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Site language' }), 'hi');
    await waitFor(() =>
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ['PUT', '/api/settings/language', { language: 'hi' }],
      ]),
    );
    expect(await screen.findByRole('combobox', { name: 'साइट की भाषा' })).toHaveValue('hi');
    await waitFor(() =>
      expect(client.getQueryData<{ language?: string }>(accountKey)?.language).toBe('hi'),
    );
  });

  it('says so when the account could not be saved', async () => {
    answerApi(() => ({ status: 500, body: { message: 'x', code: 500, type: 'general_error' } }));
    renderSwitcher(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Site language' }), 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el idioma en tu cuenta.',
    );
  });
});
