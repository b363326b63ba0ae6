import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { deleteOwnFeatureRequests, findOwnFeatureRequests } from './personal-data-repository.ts';

/** Feature requests' part of a person's data (ADR 0019): `feature-requests.json`, deleted with the account. */
export function createFeatureRequestsPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'feature-requests',
    async exportFor(userId) {
      return {
        json: { 'feature-requests.json': await findOwnFeatureRequests(database.db, userId) },
      };
    },
    eraseFor: (userId, db) => deleteOwnFeatureRequests(db, userId),
  };
}
