import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingAttachments, bookings } from './schema.ts';

/**
 * Session attachments' rows (docs/product.md#124-sessions), and the participant check
 * shared by attachments and reviews: one read of the `bookings` row.
 */

/** A booking as its participant check sees it, with the caller's side. */
export interface Participation {
  bookingId: string;
  /** The caller's side of the booking. */
  role: 'mentee' | 'mentor';
  mentorId: string;
  menteeId: string;
  /** The stored status (`held` is derived: confirmed and ended). */
  status: 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired';
  startsAt: Date;
  endsAt: Date;
  mentorAbsent: boolean;
  menteeAbsent: boolean;
}

/**
 * The booking `bookingId` if `userId` is its mentor or mentee, else null (callers answer
 * 404, never 403: a third person learns nothing). With `lock`, the row stays locked
 * (`FOR UPDATE`) until `db`'s transaction ends.
 */
export async function findParticipation(
  db: Db,
  bookingId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Participation | null> {
  const query = db
    .select({
      bookingId: bookings.id,
      mentorId: bookings.mentorId,
      menteeId: bookings.menteeId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      mentorAbsent: bookings.mentorAbsent,
      menteeAbsent: bookings.menteeAbsent,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        or(eq(bookings.mentorId, userId), eq(bookings.menteeId, userId)),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return { ...row, role: row.mentorId === userId ? 'mentor' : 'mentee' };
}

/** An attachment's row. */
export interface AttachmentRow {
  id: string;
  bookingId: string;
  uploaderId: string;
  uploaderRole: 'mentee' | 'mentor';
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: Date;
}

const COLUMNS = {
  id: bookingAttachments.id,
  bookingId: bookingAttachments.bookingId,
  uploaderId: bookingAttachments.uploaderId,
  uploaderRole: bookingAttachments.uploaderRole,
  fileName: bookingAttachments.fileName,
  mediaType: bookingAttachments.mediaType,
  sizeBytes: bookingAttachments.sizeBytes,
  storageKey: bookingAttachments.storageKey,
  createdAt: bookingAttachments.createdAt,
};

/** How many files are attached to the booking. */
export async function countAttachments(db: Db, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookingAttachments)
    .where(eq(bookingAttachments.bookingId, bookingId));
  return row?.n ?? 0;
}

/** Insert an attachment; returns the row as stored. */
export async function insertAttachment(
  db: Db,
  row: Omit<AttachmentRow, 'createdAt'>,
): Promise<AttachmentRow> {
  const [stored] = await db.insert(bookingAttachments).values(row).returning(COLUMNS);
  return stored!;
}

/** The booking's attachments, oldest first. */
export function listAttachments(db: Db, bookingId: string): Promise<AttachmentRow[]> {
  return db
    .select(COLUMNS)
    .from(bookingAttachments)
    .where(eq(bookingAttachments.bookingId, bookingId))
    .orderBy(asc(bookingAttachments.createdAt), asc(bookingAttachments.id));
}

/** One attachment of the booking, or null. */
export async function findAttachment(
  db: Db,
  bookingId: string,
  attachmentId: string,
): Promise<AttachmentRow | null> {
  const [row] = await db
    .select(COLUMNS)
    .from(bookingAttachments)
    .where(
      and(eq(bookingAttachments.id, attachmentId), eq(bookingAttachments.bookingId, bookingId)),
    );
  return row ?? null;
}

/** Delete an attachment's row; returns whether there was one. */
export async function deleteAttachment(db: Db, attachmentId: string): Promise<boolean> {
  const deleted = await db
    .delete(bookingAttachments)
    .where(eq(bookingAttachments.id, attachmentId))
    .returning({ id: bookingAttachments.id });
  return deleted.length > 0;
}
