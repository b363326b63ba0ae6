import { TestimonialList } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Query key of the home page's testimonials. */
export const testimonialsKey = ['testimonials'] as const;

/** `GET /api/testimonials`: every testimonial, in display order (public). */
export function getTestimonials(signal?: AbortSignal): Promise<TestimonialList> {
  return api('/testimonials', { schema: TestimonialList, signal });
}

export const testimonialsQuery = queryOptions({
  queryKey: testimonialsKey,
  queryFn: ({ signal }) => getTestimonials(signal),
  staleTime: 5 * 60_000,
});

/** The testimonials of the home page's carousel. */
export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
