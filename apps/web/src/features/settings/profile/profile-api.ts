import { Profile, ProfilePhoto, type UpdateProfile } from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { uploadFile } from '@/lib/upload-file.ts';

/** Query key of the signed-in person's profile (the profile page and the mentor home use it too). */
export const profileKey = ['profile'] as const;

/** `GET /api/profile`: the person's own profile with its completeness. */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api('/profile', { schema: Profile, signal }),
  });
}

/**
 * `PUT /api/profile`: save the Profile tab; answers the saved profile.
 * @throws ApiRequestError 400 `general_argument_invalid` naming the field in its message.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => api('/profile', { method: 'PUT', body, schema: Profile }),
    onSuccess: (saved) => {
      client.setQueryData(profileKey, saved);
      // The public profile and the directory show the change at once.
      void client.invalidateQueries({ queryKey: ['mentors'] });
    },
  });
}

/**
 * `POST /api/profile/photo` (multipart, field `file`): the stored photo's path.
 * @throws ApiRequestError 413 `general_payload_too_large`, 415 `photo_type_not_allowed`,
 *   `network_error`.
 */
async function uploadPhoto(file: File): Promise<string> {
  const { photoPath } = await uploadFile('/profile/photo', file, {
    schema: ProfilePhoto,
    fallbackTypes: { 415: 'photo_type_not_allowed' },
  });
  return photoPath;
}

/** Upload a new photo; the profile shows it at once. */
export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (photoPath) => {
      client.setQueryData<Profile>(profileKey, (old) => (old ? { ...old, photoPath } : old));
      void client.invalidateQueries({ queryKey: profileKey });
      void client.invalidateQueries({ queryKey: ['mentors'] });
    },
  });
}

/** `DELETE /api/profile/photo`. */
export function useRemovePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/profile/photo', { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData<Profile>(profileKey, (old) => (old ? { ...old, photoPath: null } : old));
      void client.invalidateQueries({ queryKey: profileKey });
      void client.invalidateQueries({ queryKey: ['mentors'] });
    },
  });
}
