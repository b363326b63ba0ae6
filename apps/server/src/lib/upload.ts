import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from './errors.ts';

/**
 * File uploads: the one way a route takes a file (profile photos, session attachments).
 * `@fastify/multipart` is registered by {@link acceptUploads} inside the calling plugin only
 * (plugins are encapsulated), so no other route parses multipart bodies. Uploads are
 * state-changing requests, so the app's origin check (`lib/origin.ts`) refuses them from
 * another site like every other POST.
 */

/** The multipart field that carries the file, on every upload route. */
export const UPLOAD_FIELD = 'file';

/** A file as an upload route hands it to its service. */
export interface IncomingFile {
  /** The file's bytes, cut at the route's `maxBytes` by the multipart parser. */
  stream: Readable;
  /** Whether the parser cut the stream (the file was larger than the limit). */
  truncated(): boolean;
  /** The client's file name (untrusted). */
  fileName: string;
}

/**
 * Let the routes of this plugin take one file of at most `maxBytes` (bytes) and a few small
 * fields. An oversized file is cut and flagged (`truncated()`), so the service can answer
 * 413 and remove what was stored, rather than the parser throwing mid-stream.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });
}

/**
 * Take the request's file (field {@link UPLOAD_FIELD}) and run `handle` on it. Whatever
 * `handle` does, the rest of the upload is drained afterwards (e.g. after a 404 or 409 before
 * the bytes were read), so the parser finishes and the connection can be reused.
 * @param what how the error names the file: "file", "photo".
 * @throws AppError 400 `general_bad_request` when the body is not multipart or holds no file
 *   in that field.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  what: string,
  handle: (file: IncomingFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError(
      'general_bad_request',
      `Send the ${what} as multipart/form-data in the field \`${UPLOAD_FIELD}\`.`,
    );
  }
  const part = await request.file();
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new AppError(
      'general_bad_request',
      `Invalid \`${UPLOAD_FIELD}\` param: a file is required.`,
    );
  }
  try {
    return await handle({
      stream: part.file,
      truncated: () => part.file.truncated,
      fileName: part.filename,
    });
  } finally {
    if (!part.file.readableEnded && !part.file.destroyed) part.file.resume();
  }
}
