import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { ExpertRequestsAlert } from './expert-requests-alert.tsx';

function item(id: string) {
  return {
    id,
    topic: 'career',
    description: 'Help',
    status: 'open',
    createdAt: '2026-11-24T10:00:00.000Z',
    expiresAt: '2026-11-24T10:10:00.000Z',
    mentee: { id: 'm', name: 'Jordan R.' },
    expert: null,
    conversationId: null,
    matchesMyExpertise: true,
  };
}

function renderAlert(body: unknown) {
  answerApi(() => ({ status: 200, body }));
  return renderRoutes(
    [{ path: '/dashboard_mentor', element: <ExpertRequestsAlert /> }],
    '/dashboard_mentor',
  );
}

describe('the mentor home’s Ask an Expert alert', () => {
  it('shows how many mentees wait, with a link to the requests', async () => {
    renderAlert({ items: [item('a'), item('b')], optedIn: true });
    expect(await screen.findByText('2 mentees are waiting for an expert')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the requests' })).toHaveAttribute(
      'href',
      '/dashboard_mentor/ask-expert',
    );
  });

  it('shows nothing without open requests', async () => {
    const { container } = renderAlert({ items: [], optedIn: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(container.textContent).toBe('');
  });
});
