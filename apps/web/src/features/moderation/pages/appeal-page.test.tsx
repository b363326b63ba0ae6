import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { AppealPage } from './appeal-page.tsx';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'b'.repeat(64);
const CASE = {
  action: 'suspend',
  reason: 'Asking mentees for payment off-site.',
  decidedAt: '2026-11-27T10:00:00.000Z',
  appealed: false,
};

describe('appeal page (docs/product.md#143-moderation-and-suspension)', () => {
  it('shows the decision and sends the one appeal', async () => {
    const calls = answerApi(({ method }) => ({
      status: 200,
      body: method === 'POST' ? { ...CASE, appealed: true } : CASE,
    }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/appeal/:token', Component: AppealPage }], `/appeal/${TOKEN}`);
    expect(await screen.findByText('Our moderation team suspended your account.')).toBeVisible();
    expect(screen.getByText('Asking mentees for payment off-site.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(/Write your appeal/)).toBeVisible();
    await user.type(
      screen.getByLabelText('Why should we reconsider?'),
      'It was a misunderstanding.',
    );
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appeal is with our');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/appeals/${TOKEN}`,
      body: { text: 'It was a misunderstanding.' },
    });
  });

  it('says when the link is not valid', async () => {
    answerApi(() => ({
      status: 404,
      body: { message: 'x', code: 404, type: 'appeal_link_invalid' },
    }));
    renderRoutes([{ path: '/appeal/:token', Component: AppealPage }], '/appeal/nope');
    expect(await screen.findByText(/This appeal link is not valid/)).toBeVisible();
  });
});
