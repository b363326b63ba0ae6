import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render.tsx';
import { notificationsRoutes } from '../routes.tsx';

describe('notifications page', () => {
  it('says there is nothing yet and what will appear here', async () => {
    renderRoutes(notificationsRoutes, '/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(screen.getByText(/you will find it here/)).toBeVisible();
  });
});
