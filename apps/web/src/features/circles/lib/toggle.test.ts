import type { Circle } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { applyStatus, applyToggle } from './toggle.ts';

const circle: Circle = {
  id: 'c1',
  slug: 'first-salary-money-club',
  title: 'First Salary Money Club',
  category: 'finance',
  description: 'Budgets.',
  imagePath: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 10,
  likeCount: 3,
  joined: false,
  liked: false,
};

describe('optimistic join and like', () => {
  it('joining and leaving move the member count by one', () => {
    const joined = applyToggle(circle, 'membership', true);
    expect(joined).toMatchObject({ joined: true, memberCount: 11, likeCount: 3, liked: false });
    expect(applyToggle(joined, 'membership', false)).toMatchObject({
      joined: false,
      memberCount: 10,
    });
  });

  it('liking and unliking move the like count by one', () => {
    const liked = applyToggle(circle, 'like', true);
    expect(liked).toMatchObject({ liked: true, likeCount: 4, memberCount: 10 });
    expect(applyToggle(liked, 'like', false)).toMatchObject({ liked: false, likeCount: 3 });
  });

  it('asking for the state it already has changes nothing, as on the server', () => {
    expect(applyToggle(circle, 'membership', false)).toBe(circle);
    const liked = { ...circle, liked: true };
    expect(applyToggle(liked, 'like', true)).toBe(liked);
  });

  it('never shows a negative count', () => {
    expect(
      applyToggle({ ...circle, joined: true, memberCount: 0 }, 'membership', false),
    ).toMatchObject({ memberCount: 0 });
  });

  it('takes the server’s counts and flags over the guess', () => {
    expect(
      applyStatus(circle, { id: 'c1', memberCount: 42, likeCount: 7, joined: true, liked: true }),
    ).toEqual({ ...circle, memberCount: 42, likeCount: 7, joined: true, liked: true });
  });
});
