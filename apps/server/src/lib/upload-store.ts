import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live (docs/product.md#124-sessions): one flat directory
 * (`config.uploadsDir`, `DATA_DIR/uploads` by default) of files named by random storage keys.
 * A user's file name never reaches the file system; the database row maps a key to its name,
 * type and booking. Files are written with mode 0600.
 */
export interface UploadStore {
  /** The directory the files are in (absolute). */
  readonly dir: string;
  /**
   * Write `stream` to a new file under a fresh random key.
   * @returns the key and the number of bytes written.
   * @throws what the stream or the file system throws; the partial file is removed first.
   */
  save(stream: Readable): Promise<{ key: string; sizeBytes: number }>;
  /** The absolute path of a stored file (for content sniffing). */
  pathOf(key: string): string;
  /** A read stream of a stored file; errors (e.g. ENOENT) are emitted on the stream. */
  open(key: string): fs.ReadStream;
  /** Remove a stored file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** A storage key: 48 lowercase hex digits (192 random bits). */
const KEY = /^[0-9a-f]{48}$/;

/** A new random storage key. */
export function newStorageKey(): string {
  return randomBytes(24).toString('hex');
}

/**
 * The upload store in `dir` (created, mode 0700, on the first save).
 * @throws Error from {@link UploadStore.pathOf} for anything but a key this store made, so
 *   no path built from outside input is ever opened.
 */
export function createUploadStore(dir: string): UploadStore {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  const remove = async (key: string) => {
    await fsp.rm(pathOf(key), { force: true });
  };
  return {
    dir: root,
    pathOf,
    async save(stream) {
      await fsp.mkdir(root, { recursive: true, mode: 0o700 });
      const key = newStorageKey();
      const out = fs.createWriteStream(pathOf(key), { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(stream, out);
      } catch (err) {
        await remove(key);
        throw err;
      }
      return { key, sizeBytes: out.bytesWritten };
    },
    open: (key) => fs.createReadStream(pathOf(key)),
    remove,
  };
}
