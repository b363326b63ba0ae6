import {
  ATTACHMENT_MAX_BYTES,
  MAX_ATTACHMENTS_PER_BOOKING,
  type Attachment,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/lib/auth.ts';
import { onboardedPerson, type Person } from '../onboarding/support.ts';
import { approvedMentor, insertBooking } from './support.ts';

/**
 * Session attachments against the real PostgreSQL and a real uploads directory
 * (docs/product.md#124-sessions: size, type, access by a third user → 404).
 */

let t: TestApp;
let uploadsDir: string;
let mentor: Person;
let mentee: Person;
let stranger: Person;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-uploads-'));
  t = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
  [mentor, mentee, stranger] = await Promise.all([
    approvedMentor(t),
    onboardedPerson(t, 'mentee'),
    onboardedPerson(t, 'mentee'),
  ]);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

/** The smallest valid PDF: header, one empty page, cross-reference table, trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n160\n%%EOF\n',
);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows executable (DOS header "MZ" … "PE\0\0"). */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
/** A ZIP archive of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
/** A Word document's skeleton: what tells OOXML apart from any ZIP is `[Content_Types].xml`. */
const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});
/** The same with macros (`.docm`): not an accepted type. */
const DOCM = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});
const PLAIN_ZIP = zip({ 'payload.js': 'alert(1)' });
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');

/** A multipart body with one file part. */
function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----pathwise${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  who: Person,
  bookingId: string,
  fileName: string,
  content: Buffer,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/attachments`,
    payload,
    headers: { 'content-type': contentType, ...headers },
    cookies: { [SESSION_COOKIE]: who.session },
  });
}

function get(who: Person, url: string) {
  return t.request('GET', url, { session: who.session });
}

const storedFiles = () => fs.readdirSync(uploadsDir);

async function rowsOf(bookingId: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'select count(*)::int as n from booking_attachments where booking_id = $1',
    [bookingId],
  );
  return rows[0]!.n;
}

let booking: string;
beforeEach(async () => {
  booking = await insertBooking(t, mentor, mentee);
});

describe('uploading', () => {
  it('accepts a PDF from the mentee and a PNG from the mentor, typed by content', async () => {
    const before = storedFiles().length;
    const pdf = await upload(mentee, booking, 'CV final.pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json<Attachment>()).toMatchObject({
      fileName: 'CV final.pdf',
      mediaType: 'application/pdf',
      sizeBytes: PDF.length,
      by: 'mentee',
    });
    const attachment = pdf.json<Attachment>();
    expect(attachment.url).toBe(`/api/bookings/${booking}/attachments/${attachment.id}`);

    // The name says text; the content says PNG.
    const png = await upload(mentor, booking, 'diagram.txt', PNG);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json<Attachment>()).toMatchObject({ mediaType: 'image/png', by: 'mentor' });

    // Stored under random keys, never the user's file name.
    const files = storedFiles();
    expect(files.length).toBe(before + 2);
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{48}$/);
    expect(await rowsOf(booking)).toBe(2);
  });

  it('tells an office document from any ZIP by its content', async () => {
    const docx = await upload(mentee, booking, 'plan.docx', DOCX);
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json<Attachment>().mediaType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    for (const [name, content] of [
      ['plan.docx', PLAIN_ZIP],
      ['plan.docx', DOCM],
    ] as const) {
      const res = await upload(mentee, booking, name, content);
      expect(res.statusCode, res.body).toBe(415);
    }
    expect(await rowsOf(booking)).toBe(1);
  });

  it('refuses an executable or an HTML page renamed .pdf: 415, nothing kept', async () => {
    const before = storedFiles().length;
    for (const content of [EXE, HTML]) {
      const res = await upload(mentee, booking, 'invoice.pdf', content);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: 415, type: 'attachment_type_not_allowed' });
    }
    expect(storedFiles().length).toBe(before);
    expect(await rowsOf(booking)).toBe(0);
  });

  it('answers 413 for a file over 10 MB and leaves no file and no row', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024 - PDF.length, 0x20)]);
    expect(big.length).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
    const res = await upload(mentee, booking, 'big.pdf', big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 413,
      type: 'general_payload_too_large',
      message: 'A file may be at most 10 MB.',
    });
    expect(storedFiles().length).toBe(before);
    expect(await rowsOf(booking)).toBe(0);
  });

  it('takes 20 files per session and refuses the 21st with 409', async () => {
    for (let i = 0; i < MAX_ATTACHMENTS_PER_BOOKING; i++) {
      const res = await upload(i % 2 ? mentor : mentee, booking, `page-${i}.png`, PNG);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = storedFiles().length;
    const res = await upload(mentee, booking, 'one-more.png', PNG);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ type: 'attachment_limit_reached' });
    expect(storedFiles().length).toBe(before);
    expect(await rowsOf(booking)).toBe(MAX_ATTACHMENTS_PER_BOOKING);
  });

  it('is for the two participants only: a third user gets 404', async () => {
    const res = await upload(stranger, booking, 'cv.pdf', PDF);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ type: 'booking_not_found' });
    const unknown = await upload(mentee, randomUUID(), 'cv.pdf', PDF);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses uploads to a cancelled, declined or expired booking with 409', async () => {
    for (const status of ['cancelled', 'declined', 'expired'] as const) {
      const closed = await insertBooking(t, mentor, mentee, { status });
      const res = await upload(mentee, closed, 'cv.pdf', PDF);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ type: 'booking_change_not_allowed' });
    }
  });

  it('is refused from another site (the origin check, like every state-changing request)', async () => {
    const before = storedFiles().length;
    const res = await upload(mentee, booking, 'cv.pdf', PDF, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'general_unknown_origin' });
    const ok = await upload(mentee, booking, 'cv.pdf', PDF, { origin: t.config.appUrl });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(storedFiles().length).toBe(before + 1);
  });

  it('keeps only the last part of the name, without control characters', async () => {
    const res = await upload(mentee, booking, '..\\..\\etc\\pass\twd\u202egpj.pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Attachment>().fileName).toBe('passwdgpj.pdf');
    const long = await upload(mentee, booking, `${'a'.repeat(300)}.pdf`, PDF);
    expect(long.json<Attachment>().fileName).toBe(`${'a'.repeat(251)}.pdf`);
  });

  it('answers 400 without a file in the field `file`', async () => {
    const res = await t.request('POST', `/api/bookings/${booking}/attachments`, {
      session: mentee.session,
      body: { file: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const { payload, contentType } = multipart('cv.pdf', PDF, 'document');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking}/attachments`,
      payload,
      headers: { 'content-type': contentType },
      cookies: { [SESSION_COOKIE]: mentee.session },
    });
    expect(wrongField.statusCode, wrongField.body).toBe(400);
  });
});

describe('the API reference', () => {
  it('documents the attachment routes (multipart upload)', async () => {
    const res = await t.request('GET', '/api/openapi.json');
    expect(res.statusCode, res.body).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/api/bookings/{id}/attachments']!)).toEqual(['post']);
    expect(Object.keys(paths['/api/bookings/{id}/attachments/{attachmentId}']!).sort()).toEqual([
      'delete',
      'get',
    ]);
    expect(paths['/api/mentors/{id}/reviews']).toBeDefined();
    expect(paths['/api/bookings/{id}/review']).toBeDefined();
  });
});

describe('over a real socket', () => {
  it('answers 413 for an 11 MB file and 404 before reading a stranger’s upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const send = (who: Person, content: Buffer) => {
        const form = new FormData();
        form.append('file', new Blob([content]), 'big.pdf');
        return fetch(`${address}/api/bookings/${booking}/attachments`, {
          method: 'POST',
          body: form,
          headers: { cookie: `${SESSION_COOKIE}=${who.session}`, origin: t.config.appUrl },
        });
      };
      const before = storedFiles().length;
      const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const tooBig = await send(mentee, big);
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toMatchObject({ type: 'general_payload_too_large' });
      const stranger_ = await send(stranger, big);
      expect(stranger_.status).toBe(404);
      const ok = await send(mentor, PDF);
      expect(ok.status).toBe(201);
      expect(storedFiles().length).toBe(before + 1);
      expect(await rowsOf(booking)).toBe(1);
    } finally {
      // Keep-alive sockets of fetch would hold the server open.
      t.app.server.closeAllConnections();
    }
  });
});

describe('downloading and removing', () => {
  it('sends the file to both participants as an attachment, nosniff, never cached', async () => {
    const created = (
      await upload(mentee, booking, 'Lebenslauf Müller (v2).pdf', PDF)
    ).json<Attachment>();
    for (const who of [mentee, mentor]) {
      const res = await get(who, created.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Lebenslauf M_ller (v2).pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%20%28v2%29.pdf`,
      );
    }
  });

  it('is a 404 for a third user and for an unknown attachment', async () => {
    const created = (await upload(mentee, booking, 'cv.pdf', PDF)).json<Attachment>();
    const res = await get(stranger, created.url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'attachment_not_found' });
    expect(
      (await get(mentee, `/api/bookings/${booking}/attachments/${randomUUID()}`)).statusCode,
    ).toBe(404);
    // The right attachment under another booking of the same people is not found either.
    const other = await insertBooking(t, mentor, mentee);
    expect((await get(mentee, `/api/bookings/${other}/attachments/${created.id}`)).statusCode).toBe(
      404,
    );
  });

  it('is removed by its uploader alone: 204, row and file gone', async () => {
    const created = (await upload(mentee, booking, 'cv.pdf', PDF)).json<Attachment>();
    const before = storedFiles().length;
    const byMentor = await t.request('DELETE', created.url, { session: mentor.session });
    expect(byMentor.statusCode).toBe(403);
    const byStranger = await t.request('DELETE', created.url, { session: stranger.session });
    expect(byStranger.statusCode).toBe(404);
    const res = await t.request('DELETE', created.url, { session: mentee.session });
    expect(res.statusCode, res.body).toBe(204);
    expect(storedFiles().length).toBe(before - 1);
    expect(await rowsOf(booking)).toBe(0);
    expect((await get(mentee, created.url)).statusCode).toBe(404);
  });
});
