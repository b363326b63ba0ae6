import type { CircleCategory } from '@pathwise/contracts';
import { useQueries } from '@tanstack/react-query';
import { circlesQuery } from './get-circles.ts';

/**
 * The first page of circles in each of `categories` (the mentor home's Your Circles), under
 * the circles pages' own keys: a join anywhere shows here too. A module of its own, so that
 * the circles pages' chunk does not carry `useQueries`.
 */
export function useCirclesIn(categories: readonly CircleCategory[]) {
  return useQueries({
    queries: categories.map((category) => circlesQuery({ category, page: 1 })),
  });
}
