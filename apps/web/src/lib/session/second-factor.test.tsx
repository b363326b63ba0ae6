import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { useSecondFactorRedirect } from './second-factor.ts';

function Page() {
  useSecondFactorRedirect();
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const routes = [{ path: '*', element: <Page /> }];

describe('useSecondFactorRedirect', () => {
  it('sends a session waiting for its second factor from any page to /login, keeping the page', async () => {
    answerApi(() => ({ status: 200, body: { user: null, mfaRequired: true } }));
    renderRoutes(routes, '/dashboard?tab=goals');
    expect(await screen.findByText('/login?next=%2Fdashboard%3Ftab%3Dgoals')).toBeVisible();
  });

  it('leaves a signed-out visitor where they are', async () => {
    const calls = answerApi(() => ({ status: 200, body: { user: null } }));
    renderRoutes(routes, '/dashboard');
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });
});
