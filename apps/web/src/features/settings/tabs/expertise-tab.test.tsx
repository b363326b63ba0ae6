import type { ExpertiseSettings } from '@pathwise/contracts';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import ExpertiseTab from './expertise-tab.tsx';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const saved: ExpertiseSettings = {
  niche: 'career',
  skillsText: 'Career changes into design.',
  certification: 'none',
  certificationOther: undefined,
  expertOptIn: false,
};

describe('Settings → Expertise & Domains', () => {
  it('lists each certification once, "None" a single time and chosen', async () => {
    answerApi(() => ({ status: 200, body: saved }));
    renderRoutes(
      [{ path: '/dashboard_mentor/settings/expertise', element: <ExpertiseTab /> }],
      '/dashboard_mentor/settings/expertise',
    );
    const group = await screen.findByRole('group', { name: /certification/i });
    const labels = within(group)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent ?? '');
    expect(new Set(labels).size).toBe(labels.length);
    const none = within(group).getAllByRole('radio', { name: /^None/ });
    expect(none).toHaveLength(1);
    expect(none[0]).toBeChecked();
  });
});
