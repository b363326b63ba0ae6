import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MEDIA_TYPES,
  MAX_ATTACHMENTS_PER_BOOKING,
  type Attachment,
} from '@pathwise/contracts';
import type { ReadStream } from 'node:fs';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { newId } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { IncomingFile } from '../../lib/upload.ts';
import * as repo from './attachments-repository.ts';
import { createUploadStore, type UploadStore } from '../../lib/upload-store.ts';

/**
 * Session attachments (docs/product.md#124-sessions): either participant attaches files
 * (PDF, images, office documents; at most {@link ATTACHMENT_MAX_BYTES} each and
 * {@link MAX_ATTACHMENTS_PER_BOOKING} per session), the type checked by content. Bytes live
 * in the {@link UploadStore} under random keys, rows in `booking_attachments`; only the two
 * participants see or download them, only the uploader deletes one.
 */
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;

/** Longest stored file name, in characters (the column's length). */
export const FILE_NAME_MAX_LENGTH = 255;

/** A booking in one of these states takes no new files. */
const CLOSED = new Set(['cancelled', 'declined', 'expired']);

const ALLOWED: ReadonlySet<string> = new Set(ATTACHMENT_MEDIA_TYPES);

/**
 * Legacy office files are OLE compound files (`application/x-cfb`): the content proves the
 * container, not which program wrote it, so the name's extension picks the type. Anything else
 * in a compound file (e.g. an `.msi` installer) is refused.
 */
const COMPOUND_FILE_TYPES: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Bidirectional-text controls, which can make `evil.exe` display as `exe.pdf`. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name safe to store and to send back: the last path part (after `/` or `\`), NFC,
 * without control characters or bidirectional controls, trimmed, at most
 * {@link FILE_NAME_MAX_LENGTH} characters (the extension kept when it is short), never empty,
 * `.` or `..` (then `attachment`).
 */
export function sanitizeFileName(input: string): string {
  const base = input.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  if (/^\.*$/.test(name)) name = 'attachment';
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = ext.length > 0 && ext.length <= 16 ? ext : [];
  return (
    chars
      .slice(0, FILE_NAME_MAX_LENGTH - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}

/**
 * The media type of a stored file from its content (file-type's magic numbers; OOXML and
 * OpenDocument are told apart by the entries of the ZIP), or null when it is not one of
 * contracts `ATTACHMENT_MEDIA_TYPES`. `fileName` only chooses among legacy office types.
 */
export async function detectMediaType(filePath: string, fileName: string): Promise<string | null> {
  // file-type (and its parsers) loads with the first upload, not at start-up.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  if (detected.mime === 'application/x-cfb') {
    const ext = fileName.toLowerCase().split('.').pop() ?? '';
    return COMPOUND_FILE_TYPES[ext] ?? null;
  }
  return ALLOWED.has(detected.mime) ? detected.mime : null;
}

/**
 * `Content-Disposition: attachment` for `fileName` (RFC 6266): a quoted ASCII fallback
 * (other characters, quotes and backslashes as `_`) and the exact name as RFC 8187
 * `filename*=UTF-8''…`.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file to send: its row's facts and a stream of its bytes. */
export interface AttachmentDownload {
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  stream: ReadStream;
}

/** The contract's `Attachment` of a row; `url` is where the participants download it. */
export function toAttachment(row: repo.AttachmentRow): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    by: row.uploaderRole,
    url: `/api/bookings/${row.bookingId}/attachments/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () =>
  new AppError('booking_not_found', 'No booking with this id that you take part in.');
const attachmentNotFound = () =>
  new AppError('attachment_not_found', 'No attachment with this id on a booking of yours.');
const closed = () =>
  new AppError(
    'booking_change_not_allowed',
    'This booking was cancelled, declined or expired: it takes no new files.',
  );
const limitReached = () =>
  new AppError(
    'attachment_limit_reached',
    `A session has at most ${MAX_ATTACHMENTS_PER_BOOKING} attachments.`,
  );

/** Build the attachments service on `database`, storing bytes in `config.uploadsDir`. */
export function createAttachmentsService(deps: {
  config: Config;
  database: Database;
  /** Where the bytes go (default: `config.uploadsDir`). */
  store?: UploadStore;
}) {
  const { database } = deps;
  const store = deps.store ?? createUploadStore(deps.config.uploadsDir);
  const { db } = database;

  return {
    store,

    /**
     * `POST /api/bookings/:id/attachments`: store `file` for the booking. The checks that
     * need no bytes come first; then the file is written under a random key, its size and
     * its type (by content) are checked, and the row is inserted while the booking row is
     * locked (the count and the state are checked again there, so concurrent uploads never
     * pass the limit). Any refusal after writing removes the file: no row, no file.
     * @throws AppError 404 `booking_not_found` (not a participant), 409
     *   `booking_change_not_allowed` (cancelled, declined, expired), 409
     *   `attachment_limit_reached`, 413 `general_payload_too_large` (over
     *   {@link ATTACHMENT_MAX_BYTES}), 415 `attachment_type_not_allowed`.
     */
    async upload(userId: string, bookingId: string, file: IncomingFile): Promise<Attachment> {
      const booking = await repo.findParticipation(db, bookingId, userId);
      if (!booking) throw notFound();
      if (CLOSED.has(booking.status)) throw closed();
      if ((await repo.countAttachments(db, bookingId)) >= MAX_ATTACHMENTS_PER_BOOKING)
        throw limitReached();

      const fileName = sanitizeFileName(file.fileName);
      const { key, sizeBytes } = await store.save(file.stream);
      try {
        // The parser stops at the limit without an error; `truncated()` tells.
        if (file.truncated() || sizeBytes > ATTACHMENT_MAX_BYTES) {
          throw new AppError(
            'general_payload_too_large',
            `A file may be at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`,
          );
        }
        const mediaType = await detectMediaType(store.pathOf(key), fileName);
        if (!mediaType) {
          throw new AppError(
            'attachment_type_not_allowed',
            'Attach a PDF, an image (PNG, JPEG, GIF, WebP) or an office document.',
          );
        }
        const row = await database.transaction(async (tx) => {
          const locked = await repo.findParticipation(tx.db, bookingId, userId, { lock: true });
          if (!locked) throw notFound();
          if (CLOSED.has(locked.status)) throw closed();
          if ((await repo.countAttachments(tx.db, bookingId)) >= MAX_ATTACHMENTS_PER_BOOKING)
            throw limitReached();
          return repo.insertAttachment(tx.db, {
            id: newId(),
            bookingId,
            uploaderId: userId,
            uploaderRole: locked.role,
            fileName,
            mediaType,
            sizeBytes,
            storageKey: key,
          });
        });
        return toAttachment(row);
      } catch (err) {
        await store.remove(key);
        throw err;
      }
    },

    /**
     * The booking's attachments, oldest first, for `BookingDetail` (the caller has checked
     * that the reader takes part in the booking).
     */
    async list(bookingId: string): Promise<Attachment[]> {
      return (await repo.listAttachments(db, bookingId)).map(toAttachment);
    },

    /**
     * `GET /api/bookings/:id/attachments/:attachmentId`: the file for either participant.
     * @throws AppError 404 `attachment_not_found` for anyone else, an unknown id, or a file
     *   missing from the store.
     */
    async download(
      userId: string,
      bookingId: string,
      attachmentId: string,
    ): Promise<AttachmentDownload> {
      if (!(await repo.findParticipation(db, bookingId, userId))) throw attachmentNotFound();
      const row = await repo.findAttachment(db, bookingId, attachmentId);
      if (!row) throw attachmentNotFound();
      const stream = store.open(row.storageKey);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') throw attachmentNotFound();
        throw err;
      });
      return {
        fileName: row.fileName,
        mediaType: row.mediaType,
        sizeBytes: row.sizeBytes,
        stream,
      };
    },

    /**
     * `DELETE /api/bookings/:id/attachments/:attachmentId`: the uploader removes their file
     * (the row, then the bytes).
     * @throws AppError 404 `attachment_not_found` (not a participant, unknown id), 403
     *   `general_forbidden` when the other participant uploaded it.
     */
    async remove(userId: string, bookingId: string, attachmentId: string): Promise<void> {
      if (!(await repo.findParticipation(db, bookingId, userId))) throw attachmentNotFound();
      const row = await repo.findAttachment(db, bookingId, attachmentId);
      if (!row) throw attachmentNotFound();
      if (row.uploaderId !== userId) {
        throw new AppError('general_forbidden', 'Only the person who attached a file removes it.');
      }
      if (await repo.deleteAttachment(db, row.id)) await store.remove(row.storageKey);
    },
  };
}
