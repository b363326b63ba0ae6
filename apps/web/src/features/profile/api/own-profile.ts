import { Profile } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** `GET /api/profile`: the signed-in person's profile (same cache entry as Settings → Profile). */
export function useOwnProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api('/profile', { schema: Profile, signal }),
  });
}
