import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 15_000 });

// Radix positions the menu with a ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * The Resources menu of a fresh module, so that its Radix part is not loaded yet: the first
 * interaction meets the stand-in button.
 */
async function renderMenu() {
  vi.resetModules();
  const { ResourcesMenu } = await import('./resources-menu.tsx');
  const router = createMemoryRouter(
    [
      { path: '/', element: <ResourcesMenu /> },
      { path: '/resources', element: <h1>Resources page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, trigger: () => screen.getByRole('button', { name: 'Resources menu' }) };
}

describe('ResourcesMenu', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('starts as a closed menu button, like the Radix trigger it becomes', async () => {
    const { trigger } = await renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from Enter pressed before the menu has loaded, on the first section', async () => {
    const { trigger } = await renderMenu();
    const standIn = trigger();
    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'Enter' });
    expect(screen.queryByRole('menu')).toBeNull();
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Latest BlogsThe newest articles from our mentors',
      'TrendingWhat other members are reading',
      'NewsletterNew articles in your inbox',
      'All resources',
    ]);
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    expect(menu).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('keeps focus on the button when the menu loads after focus reached it', async () => {
    const { trigger } = await renderMenu();
    const standIn = trigger();
    standIn.focus();
    // The loaded menu takes the stand-in's place and its focus.
    await waitFor(() => expect(trigger()).not.toBe(standIn));
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from a press that came before the menu had loaded', async () => {
    const { trigger } = await renderMenu();
    fireEvent.pointerDown(trigger(), { button: 0 });
    expect(screen.queryByRole('menu')).toBeNull();
    const menu = await screen.findByRole('menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu).toHaveFocus());
  });

  it('opens from a click once loaded and goes to the chosen section', async () => {
    const { router, trigger } = await renderMenu();
    const standIn = trigger();
    await userEvent.hover(standIn);
    await waitFor(() => expect(trigger()).not.toBe(standIn));
    await userEvent.click(trigger());
    await screen.findByRole('menu');
    await userEvent.click(screen.getByRole('menuitem', { name: /^Trending/ }));
    await waitFor(() => expect(router.state.location.hash).toBe('#trending'));
    expect(router.state.location.pathname).toBe('/resources');
  });
});
