import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import {
  deleteOwnGoalsAndActivities,
  findOwnGoalsAndActivities,
} from './personal-data-repository.ts';

/** Goals' part of a person's data (ADR 0019): `goals.json` and `activities.json`, deleted with the account. */
export function createGoalsPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'goals',
    async exportFor(userId) {
      const own = await findOwnGoalsAndActivities(database.db, userId);
      return { json: { 'goals.json': own.goals, 'activities.json': own.activities } };
    },
    async eraseFor(userId, db) {
      await deleteOwnGoalsAndActivities(db, userId);
    },
  };
}
