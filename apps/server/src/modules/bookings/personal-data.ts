import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PersonalDataPart } from '../../lib/personal-data.ts';
import { createUploadStore } from '../../lib/upload-store.ts';
import * as repo from './personal-data-repository.ts';
import type { BookingsService } from './service.ts';

/** Why a session was cancelled when one side deleted their account (the other side's notice shows it). */
export const ACCOUNT_DELETED_REASON = 'The other participant deleted their account.';

/**
 * Bookings' part of a person's data (ADR 0019): `bookings.json` (each session with the other
 * side's name and the person's own notes), `reviews.json` (the reviews they wrote),
 * `attachments.json` and the attached files under `files/attachments/`. At deletion their
 * upcoming sessions are cancelled first, through the lifecycle, so the other side gets the usual
 * notices; then their files, notes, availability and calendar feed go.
 */
export function createBookingsPersonalData(deps: {
  config: Config;
  database: Database;
  bookings: BookingsService;
}): PersonalDataPart {
  const { db } = deps.database;
  const store = createUploadStore(deps.config.uploadsDir);
  return {
    module: 'bookings',
    async exportFor(userId) {
      const attachments = await repo.findUploadedAttachments(db, userId);
      return {
        json: {
          'bookings.json': await repo.findOwnBookings(db, userId),
          'reviews.json': await repo.findWrittenReviews(db, userId),
          'attachments.json': attachments.map(({ storageKey: _key, ...a }) => a),
        },
        files: attachments.map((a) => ({
          path: `files/attachments/${a.id}-${a.fileName.replace(/[/\\]/g, '_')}`,
          sizeBytes: a.sizeBytes,
          open: () => store.open(a.storageKey),
        })),
      };
    },
    async beforeErase(userId) {
      for (const id of await repo.findUpcomingOpenBookingIds(db, userId)) {
        await deps.bookings.cancel(userId, id, ACCOUNT_DELETED_REASON);
      }
    },
    async eraseFor(userId, on) {
      const keys = await repo.eraseOwnBookingData(on, userId);
      return async () => {
        for (const key of keys) await store.remove(key);
      };
    },
  };
}
