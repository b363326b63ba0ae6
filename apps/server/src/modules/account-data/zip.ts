import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { PersonalDataExport } from '../../lib/personal-data.ts';

/** Rows past which an export is prepared by the job rather than sent at once (ADR 0019). */
const DIRECT_MAX_ROWS = 5_000;

/** How big an export is: the bytes of its files and the rows of its JSON documents. */
function sizeOf(parts: PersonalDataExport[]) {
  let bytes = 0;
  let rows = 0;
  for (const part of parts) {
    for (const file of part.files ?? []) bytes += file.sizeBytes;
    for (const value of Object.values(part.json)) {
      if (Array.isArray(value)) rows += value.length;
      else if (value && typeof value === 'object')
        for (const inner of Object.values(value)) if (Array.isArray(inner)) rows += inner.length;
    }
  }
  return { bytes, rows };
}

/** Whether an export is small enough to stream in the request (`maxBytes`: config `exportDirectMaxBytes`). */
export function fitsDirect(parts: PersonalDataExport[], maxBytes: number): boolean {
  const { bytes, rows } = sizeOf(parts);
  return bytes <= maxBytes && rows <= DIRECT_MAX_ROWS;
}

/**
 * The ZIP of a person's data (yazl, streamed: nothing is held in memory but the JSON
 * documents): one pretty-printed JSON file per document, the files read only when the ZIP
 * reaches them (one gone from the store is left empty), and a README.txt naming what is inside.
 */
export function zipOf(parts: PersonalDataExport[], readme: string): Readable {
  const zip = new yazl.ZipFile();
  const names: string[] = [];
  for (const part of parts) {
    for (const [name, value] of Object.entries(part.json)) {
      names.push(name);
      zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name);
    }
    for (const file of part.files ?? []) {
      zip.addReadStreamLazy(file.path, (cb) => {
        // A file gone from the store (removed by hand) leaves an empty entry, not a broken ZIP.
        const stream = file.open();
        stream.once('ready', () => cb(null, stream));
        stream.once('error', () => cb(null, Readable.from([])));
      });
    }
  }
  zip.addBuffer(Buffer.from(`${readme}\n\n${names.sort().join('\n')}\n`), 'README.txt');
  zip.end();
  return zip.outputStream as Readable;
}
