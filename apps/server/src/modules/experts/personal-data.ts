import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { deleteOwnExpertRequests, findOwnExpertRequests } from './personal-data-repository.ts';

/** ExpertFinder's part of a person's data (ADR 0019): `expert-requests.json`, deleted with the account. */
export function createExpertsPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'experts',
    async exportFor(userId) {
      return { json: { 'expert-requests.json': await findOwnExpertRequests(database.db, userId) } };
    },
    eraseFor: (userId, db) => deleteOwnExpertRequests(db, userId),
  };
}
