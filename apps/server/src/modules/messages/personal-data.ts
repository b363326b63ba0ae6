import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { deleteMailLogOf, findSentMessages } from './personal-data-repository.ts';

/**
 * Messages' part of a person's data (ADR 0019): `messages.json` (their conversations, named by
 * the other side, and the messages they sent). At deletion the messages stay, anonymised.
 */
export function createMessagesPersonalData(database: Database): PersonalDataPart {
  return {
    module: 'messages',
    async exportFor(userId) {
      return { json: { 'messages.json': await findSentMessages(database.db, userId) } };
    },
    async eraseFor(userId, db) {
      await deleteMailLogOf(db, userId);
    },
  };
}
