import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'a'.repeat(64);

function renderAt(path: string) {
  renderRoutes([{ path: '/unsubscribe', Component: UnsubscribePage }], path);
}

describe('unsubscribe page', () => {
  it('asks, turns the weekly plan email off, and says where to turn it back on', async () => {
    const calls = answerApi(() => ({
      status: 200,
      body: { kind: 'weekly_plan', inApp: true, mail: false },
    }));
    const user = userEvent.setup();
    renderAt(`/unsubscribe?token=${TOKEN}&kind=weekly_plan`);
    expect(screen.getByRole('heading', { level: 1, name: 'Stop these emails?' })).toBeVisible();
    expect(calls).toHaveLength(0); // opening the link alone changes nothing
    await user.click(screen.getByRole('button', { name: 'Turn it off' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The weekly plan email is off' }),
    ).toBeVisible();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/unsubscribe',
      body: { token: TOKEN, kind: 'weekly_plan' },
    });
    expect(screen.getByRole('link', { name: 'your notification settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings/notifications',
    );
  });

  it('explains an invalid link', async () => {
    answerApi(() => ({
      status: 404,
      body: { message: 'no', code: 404, type: 'unsubscribe_link_invalid' },
    }));
    const user = userEvent.setup();
    renderAt(`/unsubscribe?token=${TOKEN}&kind=weekly_plan`);
    await user.click(screen.getByRole('button', { name: 'Turn it off' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeVisible();
  });

  it('explains an incomplete link without calling the server', () => {
    const calls = answerApi(() => ({ status: 500 }));
    renderAt('/unsubscribe?kind=weekly_plan');
    expect(screen.getByText(/This unsubscribe link is not valid/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn it off' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
