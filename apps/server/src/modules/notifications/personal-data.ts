import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { deleteOwnNotifications, findOwnNotifications } from './personal-data-repository.ts';

/** Notifications' part of a person's data (ADR 0019): `notifications.json`, deleted with the account. */
export function createNotificationsPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'notifications',
    async exportFor(userId) {
      return { json: { 'notifications.json': await findOwnNotifications(database.db, userId) } };
    },
    async eraseFor(userId, db) {
      await deleteOwnNotifications(db, userId);
    },
  };
}
