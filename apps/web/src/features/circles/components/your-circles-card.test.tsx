import type { Circle } from '@pathwise/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/api.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { YourCirclesCard } from './your-circles-card.tsx';

const circle = (id: string, memberCount: number): Circle => ({
  id,
  slug: id,
  title: `Circle ${id}`,
  category: 'education',
  description: 'About it',
  imagePath: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  memberCount,
  likeCount: 0,
  joined: false,
  liked: false,
});

describe('the mentor home’s Your Circles', () => {
  it('counts members with grouped digits and the singular for one', async () => {
    answerApi(() => ({
      status: 200,
      body: { items: [circle('a', 1523), circle('b', 1)], total: 2, page: 1, pageSize: 12 },
    }));
    renderRoutes([{ path: '/', element: <YourCirclesCard answers={undefined} /> }], '/');
    expect(await screen.findByText('1,523 members')).toBeVisible();
    expect(screen.getByText('1 member')).toBeVisible();
  });
});
