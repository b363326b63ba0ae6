import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { SignInMethods } from './sign-in-methods.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

type Identity = { provider: 'google' | 'linkedin'; email: string; createdAt: string };

function fakeServer(options: {
  identities: Identity[];
  hasPassword: boolean;
  configured: ('google' | 'linkedin')[];
}) {
  let identities = options.identities;
  return answerApi((request) => {
    if (request.path === '/api/config') {
      return {
        status: 200,
        body: { appName: 'Pathwise', supportEmail: 's@x.co', oauthProviders: options.configured },
      };
    }
    if (request.path === '/api/account/identities') {
      return { status: 200, body: { identities, hasPassword: options.hasPassword } };
    }
    const unlinking = /^\/api\/account\/identities\/(\w+)$/.exec(request.path);
    if (unlinking && request.method === 'DELETE') {
      if (!options.hasPassword && identities.length === 1) {
        return {
          status: 409,
          body: { message: 'last', code: 409, type: 'user_identity_last_method' },
        };
      }
      identities = identities.filter((i) => i.provider !== unlinking[1]);
      return { status: 204 };
    }
    return { status: 404, body: { message: 'nope', code: 404, type: 'general_route_not_found' } };
  });
}

const google: Identity = {
  provider: 'google',
  email: 'ada@gmail.example',
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderIt(path = '/dashboard/settings/security') {
  return renderRoutes([{ path: '*', element: <SignInMethods /> }], path);
}

describe('Settings → Security: ways to log in', () => {
  it('unlinks a provider after confirming', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ identities: [google], hasPassword: true, configured: ['google'] });
    renderIt();
    expect(await screen.findByText('Linked as ada@gmail.example')).toBeVisible();
    expect(screen.getByText(/Password: set/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    // Nothing is unlinked before the confirmation.
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Google is unlinked.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/account/identities/google',
    ]);
    // Unlinked and configured: it can be linked again.
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeVisible();
  });

  it('says why the last way to log in cannot go', async () => {
    const user = userEvent.setup();
    fakeServer({ identities: [google], hasPassword: false, configured: ['google'] });
    renderIt();
    expect(await screen.findByText(/Password: none yet/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(
      await screen.findByText(
        'Google is your only way to log in. Set a password or link another provider first.',
      ),
    ).toBeVisible();
  });

  it('offers to link only configured providers, back to this page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeServer({ identities: [], hasPassword: true, configured: ['linkedin'] });
    renderIt();
    await user.click(await screen.findByRole('button', { name: 'Link LinkedIn' }));
    expect(assign).toHaveBeenCalledWith(
      '/api/account/sessions/oauth2/linkedin?next=%2Fdashboard%2Fsettings%2Fsecurity&link=true',
    );
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();
  });

  it('reports the result of linking once and drops it from the address', async () => {
    fakeServer({ identities: [google], hasPassword: true, configured: ['google'] });
    const { router } = renderIt(
      '/dashboard/settings/security?oauth=failed&provider=google&reason=already_linked',
    );
    expect(
      await screen.findByText(
        'This Google account is already linked to another account, or you already linked one.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
