import {
  CircleStatus,
  CommunitySettings,
  ExpertiseSettings,
  GeneralSettings,
  GoalsSettings,
  LanguagesSettings,
  NotificationPreferenceList,
  type UpdateNotificationPreferences,
} from '@pathwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { accountKey } from '@/lib/session/account.ts';

/** The answer schema of each `GET`/`PUT /api/settings/<section>` (contracts `settings.ts`). */
const SECTIONS = {
  general: GeneralSettings,
  languages: LanguagesSettings,
  goals: GoalsSettings,
  expertise: ExpertiseSettings,
  community: CommunitySettings,
} as const;

/** A section of `/api/settings/<section>`. */
export type Section = keyof typeof SECTIONS;
/** What a section's `GET` and `PUT` answer. */
export type SectionData<S extends Section> = z.infer<(typeof SECTIONS)[S]>;

/** Query key of a settings section. */
export const settingsKey = (section: Section) => ['settings', section] as const;

/** `GET /api/settings/<section>`: the section as saved. */
export function useSettings<S extends Section>(section: S) {
  return useQuery({
    queryKey: settingsKey(section),
    queryFn: ({ signal }) =>
      api(`/settings/${section}`, {
        schema: SECTIONS[section] as unknown as z.ZodType<SectionData<S>>,
        signal,
      }),
  });
}

/**
 * `PUT /api/settings/<section>`: save it; answers the section as saved. Saving General
 * reloads the account too (its name and time zone show across the dashboards).
 * @throws ApiRequestError 400 `general_argument_invalid` naming the field in its message.
 */
export function useSaveSettings<S extends Section>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api(`/settings/${section}`, {
        method: 'PUT',
        body,
        schema: SECTIONS[section] as unknown as z.ZodType<SectionData<S>>,
      }),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKey(section), saved);
      if (section === 'general') await client.invalidateQueries({ queryKey: accountKey });
    },
  });
}

/** Query key of the notification preferences. */
export const notificationPreferencesKey = ['notification-preferences'] as const;

/** `GET /api/notification-preferences`: every kind with its in-app and mail choice. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) =>
      api('/notification-preferences', { schema: NotificationPreferenceList, signal }),
  });
}

/** `PUT /api/notification-preferences`: change the kinds given; answers every kind. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferences) =>
      api('/notification-preferences', { method: 'PUT', body, schema: NotificationPreferenceList }),
    onSuccess: (saved) => client.setQueryData(notificationPreferencesKey, saved),
  });
}

/** `DELETE /api/circles/:id/membership`: leave a circle, then reload the Community section. */
export function useLeaveCircle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/circles/${encodeURIComponent(id)}/membership`, {
        method: 'DELETE',
        schema: CircleStatus,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: settingsKey('community') });
      await client.invalidateQueries({ queryKey: ['circles'] });
    },
  });
}
