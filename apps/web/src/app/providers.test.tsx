import type { PublicConfig } from '@pathwise/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { setProductName } from '@/lib/i18n.ts';
import { usePublicConfig } from '@/lib/public-config.ts';
import { get, json } from '@/testing/api.ts';
import { server } from '@/testing/server.ts';
import { Providers } from './providers.tsx';

function config(appName: string): PublicConfig {
  return { appName, supportEmail: 'help@example.com', oauthProviders: [] };
}

/** Shows the home link's text and, once `/api/config` has answered, the configured name. */
function Probe() {
  const { t } = useTranslation();
  const { data } = usePublicConfig();
  return (
    <>
      <p>{t('nav.home')}</p>
      {data && <p>config: {data.appName}</p>}
    </>
  );
}

function renderProviders(appName: string) {
  server.use(
    get('GET /api/config', config(appName)),
    get('GET /api/session', () => json({ user: null })),
  );
  const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
  render(
    <Providers>
      <Probe />
    </Providers>,
  );
  return changeLanguage;
}

afterEach(() => {
  vi.restoreAllMocks();
  setProductName('Pathwise');
});

describe('Providers: the configured product name', () => {
  it('does not render every text again when the name is the default one', async () => {
    const changeLanguage = renderProviders('Pathwise');
    expect(await screen.findByText('config: Pathwise')).toBeInTheDocument();
    expect(screen.getByText('Pathwise home')).toBeInTheDocument();
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('renders the texts on screen again with another name', async () => {
    const changeLanguage = renderProviders('Mentorly');
    expect(await screen.findByText('Mentorly home')).toBeInTheDocument();
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledTimes(1));
  });
});
