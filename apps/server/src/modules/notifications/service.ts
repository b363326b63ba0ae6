import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferenceList,
  type Unsubscribe,
} from '@pathwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newSecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { effectivePreference } from './inbox.ts';
import * as repo from './repository.ts';

/**
 * Notification preferences and one-click unsubscribe (docs/product.md#127-notifications; RFC 8058).
 * The module owns `notification_preferences` and `mail_unsubscribe_tokens`; modules that send
 * optional mail ask {@link NotificationPreferencesService.wants} before sending and put
 * {@link NotificationPreferencesService.unsubscribeUrl} in the mail.
 */
export type NotificationPreferencesService = ReturnType<
  typeof createNotificationPreferencesService
>;

export function createNotificationPreferencesService(deps: {
  config: Pick<Config, 'appUrl'>;
  database: Database;
}) {
  const { db } = deps.database;
  const origin = new URL(deps.config.appUrl).origin;

  async function list(userId: string): Promise<NotificationPreferenceList> {
    const stored = await repo.listPreferences(db, userId);
    return {
      items: NOTIFICATION_KINDS.map((kind): NotificationPreference =>
        effectivePreference(stored.get(kind) ?? { kind, inApp: true, mail: true }),
      ),
    };
  }

  return {
    /** `GET /api/notification-preferences`: every kind, defaults (both on) filled in. */
    list,

    /**
     * `PUT /api/notification-preferences`: store the kinds given, answer every kind. A locked
     * channel (mail of `NOTIFICATION_MAIL_ALWAYS`, `NOTIFICATION_IN_APP_ONLY` and
     * `NOTIFICATION_MAIL_ONLY` kinds) keeps its fixed value whatever is sent
     * ({@link effectivePreference}); the answer shows what holds.
     */
    async update(
      userId: string,
      items: NotificationPreference[],
    ): Promise<NotificationPreferenceList> {
      const byKind = new Map(items.map((i) => [i.kind, i]));
      await repo.savePreferences(db, userId, [...byKind.values()].map(effectivePreference));
      return list(userId);
    },

    /**
     * Whether `userId` wants `kind` by `channel` (no choice stored = yes; a locked channel
     * answers its fixed value, {@link effectivePreference}).
     */
    async wants(
      userId: string,
      kind: NotificationKind,
      channel: 'mail' | 'inApp',
    ): Promise<boolean> {
      const stored = await repo.wants(db, userId, kind, channel);
      return effectivePreference({ kind, inApp: true, mail: true, [channel]: stored })[channel];
    },

    /**
     * The links a mail of `kind` to `userId` carries (the person's secret is made on first
     * use): `page` is the web page `/unsubscribe?token=…&kind=…` (it asks before posting);
     * `oneClick` is where a mail client's RFC 8058 one-click POST goes
     * (`/api/unsubscribe?token=…&kind=…`, the `List-Unsubscribe` header).
     */
    async unsubscribeUrl(
      userId: string,
      kind: NotificationKind,
    ): Promise<{ page: string; oneClick: string }> {
      const token = await repo.tokenOf(db, userId, newSecret());
      const query = new URLSearchParams({ token, kind }).toString();
      return {
        page: `${origin}/unsubscribe?${query}`,
        oneClick: `${origin}/api/unsubscribe?${query}`,
      };
    },

    /**
     * Turn the mail of `kind` off for the owner of `token`.
     * @throws 404 `unsubscribe_link_invalid` when the secret matches nobody.
     */
    async unsubscribe(input: Unsubscribe): Promise<NotificationPreference> {
      const userId = await repo.userOfToken(db, input.token);
      if (!userId)
        throw new AppError(
          'unsubscribe_link_invalid',
          'This unsubscribe link is not valid. Sign in and turn the mail off in your notification settings.',
        );
      await repo.turnMailOff(db, userId, input.kind);
      return (await list(userId)).items.find((i) => i.kind === input.kind)!;
    },
  };
}
