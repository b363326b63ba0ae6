import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Link to="/no-such-page">Broken link</Link> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  it('offers no Go back when the unknown address was opened directly', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    // An unknown address is not a promise of a page to come.
    expect(screen.getByText(/could not find the page/)).not.toHaveTextContent(/not built yet/);
  });

  it('goes back to the page whose link led here', async () => {
    const router = renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Broken link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('link', { name: 'Broken link' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
