import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

// Two shared cores: user-event is slow under load.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const codesOf = (n: number) =>
  Array.from({ length: 10 }, (_, i) => `c${n}${i}aa-bbbb-cccc-dddd`.slice(0, 19));

/** A server holding one account's two-factor state; `rightCode` is the app's code now. */
function fakeServer(options: { on?: boolean; failFactors?: boolean } = {}) {
  let on = options.on ?? false;
  let left = on ? 10 : 0;
  let sets = 0;
  const wrong = { status: 401, body: { message: 'no', code: 401, type: 'user_invalid_otp' } };
  return answerApi(({ method, path, body }) => {
    const otp = (body as { otp?: string } | undefined)?.otp;
    if (path === '/api/account/mfa/factors') {
      if (options.failFactors)
        return { status: 500, body: { message: 'x', code: 500, type: 'general_server_error' } };
      return { status: 200, body: { totp: on, recoveryCodesLeft: left } };
    }
    if (path === '/api/account/mfa/authenticators/totp') {
      if (method === 'POST')
        return { status: 201, body: { secret: SECRET, uri: 'otpauth://totp/x', qrCode: QR } };
      if (method === 'PUT') {
        if (otp !== '123456') return wrong;
        on = true;
        return { status: 200, body: { totp: true, recoveryCodesLeft: 0 } };
      }
      if (otp !== 'c00aa-bbbb-cccc-ddd') return wrong;
      on = false;
      left = 0;
      return { status: 204 };
    }
    if (path === '/api/account/mfa/recovery-codes') {
      if (method === 'PATCH' && otp !== '654321') return wrong;
      sets += 1;
      left = 10;
      return { status: method === 'POST' ? 201 : 200, body: { recoveryCodes: codesOf(sets) } };
    }
    return { status: 404, body: { message: 'nope', code: 404, type: 'general_route_not_found' } };
  });
}

function renderSection() {
  return renderRoutes(
    [{ path: '*', element: <TwoFactorSection /> }],
    '/dashboard/settings/security',
  );
}

describe('Settings → Security: two-factor authentication', () => {
  it('turns on with the QR code, the key and a code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const calls = fakeServer();
    renderSection();
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', QR);
    expect(screen.getByRole('textbox', { name: 'Setup key' })).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    await user.clear(code);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('That code is not right. Check the app and try the current code.'),
    ).toBeVisible();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText('You have 10 unused recovery codes left.')).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/account/mfa/authenticators/totp',
      'PUT /api/account/mfa/authenticators/totp',
      'PUT /api/account/mfa/authenticators/totp',
      'POST /api/account/mfa/recovery-codes',
    ]);
  });

  it('turns off only after a confirmation with a code or recovery code', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ on: true });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Turn off two-factor authentication?',
    });
    const field = within(dialog).getByRole('textbox', { name: 'Code or recovery code' });
    await user.type(field, 'wrong-code');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(dialog).findByText('That code is not right, or it was used already.'),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, 'c00aa-bbbb-cccc-ddd');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText(
        'Two-factor authentication turned off. We emailed you about the change.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { otp: 'wrong-code' },
      { otp: 'c00aa-bbbb-cccc-ddd' },
    ]);
  });

  it('makes new recovery codes with a code of the app, and shows them', async () => {
    const user = userEvent.setup();
    fakeServer({ on: true });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Generate new recovery codes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate new recovery codes?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Authentication code' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Generate new codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('says when the state cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ failFactors: true });
    renderSection();
    expect(
      await screen.findByText(
        'We could not load this section. Check your connection and try again.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => calls.length).toBe(2);
  });
});
