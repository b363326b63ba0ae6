import type { ReadStream } from 'node:fs';
import type { Db } from '../db/client.ts';

/**
 * A file of the person's own in their data export (an attachment they uploaded, their photo):
 * where it goes in the ZIP, its size in bytes and how to read it.
 */
export interface PersonalFile {
  /** Path inside the ZIP, e.g. `files/attachments/<id>-notes.pdf`. */
  path: string;
  sizeBytes: number;
  open(): ReadStream;
}

/** One module's share of a person's export: JSON documents by ZIP path, and files. */
export interface PersonalDataExport {
  /** e.g. `{ 'goals.json': [...] }`; each becomes one pretty-printed JSON file. */
  json: Record<string, unknown>;
  files?: PersonalFile[];
}

/**
 * What a module that holds personal data gives the account-data module (ADR 0019): the
 * person's data for the export, and the erasure of what only they need at account deletion.
 * Each module queries its own tables through its own repository; the account-data module
 * composes the parts.
 */
export interface PersonalDataPart {
  /** The module's name (logs). */
  module: string;
  /** Everything the module holds about `userId`, nothing of another person but the names they need. */
  exportFor(userId: string): Promise<PersonalDataExport>;
  /**
   * Runs before the deletion's transaction, e.g. to cancel upcoming sessions through their
   * usual lifecycle (each in its own transaction, with the other side's notices).
   */
  beforeErase?(userId: string): Promise<void>;
  /**
   * Delete or anonymise what the module holds about `userId`, in the deletion's transaction
   * `db`. May return work to do once it committed (removing files).
   */
  eraseFor?(userId: string, db: Db): Promise<(() => Promise<void>) | void>;
}

/** The parts modules register while the app builds (one per module that holds personal data). */
export interface PersonalDataRegistry {
  register(part: PersonalDataPart): void;
  parts(): readonly PersonalDataPart[];
}

/** A registry for one app: `app.ts` hands it to every module in `ModuleDeps`. */
export function createPersonalDataRegistry(): PersonalDataRegistry {
  const list: PersonalDataPart[] = [];
  return {
    register: (part) => void list.push(part),
    parts: () => list,
  };
}
