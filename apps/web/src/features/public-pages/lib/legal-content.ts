/**
 * The shape of a legal document (privacy policy, terms of use) in the `public` i18n
 * namespace. The code owns which sections exist and their order; the catalogue owns every
 * word, so a translation can change the number of paragraphs or list items per section.
 *
 * A section's `blocks` array holds, in order:
 * - a string: a paragraph (may contain the rich-text tags of {@link RichText});
 * - `{ items: string[] }`: a bulleted list;
 * - `{ storage: Record<key, StorageEntry> }`: the cookies and browser storage we set.
 */

/** One cookie or browser-storage entry, as listed in the privacy policy (§6 Cookies). */
export interface StorageEntry {
  /** The exact cookie or storage key name, e.g. `pathwise_session`. */
  name: string;
  /** What kind of storage it is and its attributes, e.g. "Cookie (HttpOnly, SameSite=Lax)". */
  kind: string;
  purpose: string;
  duration: string;
}

export type LegalBlock =
  | { kind: 'paragraph' }
  | { kind: 'list'; count: number }
  | { kind: 'storage'; entries: StorageEntry[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStorageEntry(value: unknown): value is StorageEntry {
  return (
    isRecord(value) &&
    ['name', 'kind', 'purpose', 'duration'].every((k) => typeof value[k] === 'string')
  );
}

/**
 * Read a section's `blocks` value (from `t(key, { returnObjects: true })`).
 * Paragraph and list texts are not copied: they are rendered by key, so that their rich-text
 * tags go through `<Trans>`.
 * @throws Error naming `key` when the catalogue entry does not have the documented shape,
 *   so that a broken translation fails loudly in tests instead of rendering half a policy.
 */
export function parseLegalBlocks(value: unknown, key: string): LegalBlock[] {
  if (!Array.isArray(value)) throw new Error(`i18n key ${key} must be an array of blocks`);
  return value.map((block: unknown, index): LegalBlock => {
    if (typeof block === 'string') return { kind: 'paragraph' };
    if (isRecord(block) && Array.isArray(block.items)) {
      if (block.items.every((item) => typeof item === 'string'))
        return { kind: 'list', count: block.items.length };
    }
    if (isRecord(block) && isRecord(block.storage)) {
      const entries = Object.values(block.storage);
      if (entries.every(isStorageEntry)) return { kind: 'storage', entries };
    }
    throw new Error(`i18n key ${key}.${index} is neither a paragraph, a list nor a storage table`);
  });
}

/** A legal document's paragraphs before the first section (the `intro` array). */
export function parseParagraphCount(value: unknown, key: string): number {
  if (!Array.isArray(value) || !value.every((p) => typeof p === 'string'))
    throw new Error(`i18n key ${key} must be an array of paragraphs`);
  return value.length;
}
