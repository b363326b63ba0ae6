import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { deleteOnboarding } from './personal-data-repository.ts';
import { findOnboarding } from './repository.ts';

/**
 * Onboarding's part of a person's data (ADR 0019): `onboarding.json` (the role and every
 * saved answer of the wizard), deleted with the account.
 */
export function createOnboardingPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'onboarding',
    async exportFor(userId) {
      return { json: { 'onboarding.json': await findOnboarding(database.db, userId) } };
    },
    async eraseFor(userId, db) {
      await deleteOnboarding(db, userId);
    },
  };
}
