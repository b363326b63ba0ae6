import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SWEEP_QUEUE } from '../../src/modules/account-data/service.ts';
import { makePerson } from '../onboarding/support.ts';
import { OTHERS_WORDS, seedPeople } from './support.ts';
import { readZip } from './zip-reader.ts';

/**
 * The data export (docs/product.md#74-your-data, ADR 0019) against the real PostgreSQL: the
 * ZIP holds every module's part of the person's data and nothing of another person but the
 * names they need; a large account's export is mailed as a link that works once, for 24 hours.
 */

let uploadsDir: string;
let t: TestApp;
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-export-'));
  t = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const json = (entries: Map<string, Buffer>, name: string): unknown => {
  const entry = entries.get(name);
  if (!entry) throw new Error(`${name} missing; the ZIP holds ${[...entries.keys()].join(', ')}`);
  return JSON.parse(entry.toString('utf8'));
};

describe('GET /api/account/export', () => {
  it('answers a ZIP of everything held about the person, nothing of anyone else', async () => {
    const seeded = await seedPeople(t);
    const { mentee, mentor, bystander } = seeded;
    const res = await t.request('GET', '/api/account/export', { session: mentee.session });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pathwise-data-/);
    const zip = readZip(res.rawPayload);

    expect(json(zip, 'account.json')).toMatchObject({
      id: mentee.id,
      email: mentee.email,
      name: 'Grace Hopper',
    });
    expect(zip.get('account.json')!.toString()).not.toContain('password');
    expect(json(zip, 'profile.json')).toMatchObject({
      mentor: null,
      mentee: { userId: mentee.id },
    });
    expect(json(zip, 'onboarding.json')).toMatchObject({ userType: 'mentee' });
    expect(json(zip, 'goals.json')).toEqual([
      expect.objectContaining({ title: 'mentee-goal-title' }),
    ]);
    expect(json(zip, 'activities.json')).toEqual([
      expect.objectContaining({ name: 'mentee-activity' }),
    ]);
    const bookings = json(zip, 'bookings.json') as Array<Record<string, unknown>>;
    expect(bookings).toHaveLength(2);
    expect(bookings.find((b) => b.id === seeded.heldBookingId)).toMatchObject({
      withName: mentor.name,
      yourRole: 'mentee',
      yourNotes: 'mentee-private-note',
    });
    expect(json(zip, 'reviews.json')).toEqual([
      expect.objectContaining({ mentorName: mentor.name, text: 'mentee-review-text' }),
    ]);
    expect(json(zip, 'messages.json')).toMatchObject({
      conversations: [{ withName: mentor.name, yourRole: 'mentee' }],
      messages: [{ text: 'hello-from-the-mentee' }],
    });
    expect(json(zip, 'circle-posts.json')).toEqual([
      expect.objectContaining({ body: 'mentee-circle-post', circle: 'Career changers' }),
    ]);
    expect(json(zip, 'circles.json')).toMatchObject({
      memberships: [{ circle: 'Career changers' }],
    });
    expect(json(zip, 'notifications.json')).toMatchObject({
      notifications: [{ data: { preview: 'mentee-notification' } }],
    });
    expect(json(zip, 'attachments.json')).toEqual([
      expect.objectContaining({ fileName: 'mentee-notes.txt', sizeBytes: 17 }),
    ]);
    expect(json(zip, 'expert-requests.json')).toEqual([
      expect.objectContaining({ description: 'mentee-expert-question', status: 'open' }),
    ]);
    expect(json(zip, 'feature-requests.json')).toEqual([
      expect.objectContaining({ title: 'mentee-feature-title' }),
    ]);
    expect(json(zip, 'reports-filed.json')).toEqual([
      expect.objectContaining({
        kind: 'user',
        reason: 'illegal',
        details: 'mentee-report-details',
        noticeEmail: 'grace-notice@example.com',
        status: 'open',
      }),
    ]);
    expect(json(zip, 'moderation-decisions.json')).toEqual([]);
    const files = [...zip.keys()].filter((name) => name.startsWith('files/'));
    expect(files).toHaveLength(1);
    expect(zip.get(files[0]!)!.toString()).toBe('mentee-file-bytes');
    expect(zip.get('README.txt')!.toString()).toContain('account.json');

    // Nothing of another person: not their words, files, emails or ids.
    const everything = [...zip.values()].map((b) => b.toString('utf8')).join('\n');
    for (const word of [
      ...OTHERS_WORDS,
      mentor.email,
      bystander.email,
      bystander.id,
      mentor.id,
      'mentee-file-bytes'.replace('mentee', 'mentor'),
    ]) {
      expect(everything, word).not.toContain(word);
    }
    // The storage keys of the upload store stay inside the server.
    expect(everything).not.toContain(seeded.menteeFile.key);
  });

  it('needs a session', async () => {
    const res = await t.request('GET', '/api/account/export');
    expect(res.statusCode).toBe(401);
  });
});

describe('a large account’s export', () => {
  let big: TestApp;
  let bigUploads: string;
  beforeAll(async () => {
    bigUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-export-big-'));
    // Every export with a file counts as large here.
    big = await buildTestApp({ env: { UPLOADS_DIR: bigUploads, EXPORT_DIRECT_MAX_BYTES: '0' } });
  });
  afterAll(async () => {
    await big?.close();
    fs.rmSync(bigUploads, { recursive: true, force: true });
  });

  /** The path of the one export link in a mail's text. */
  const exportPath = (text: string) => {
    const links = [...text.matchAll(/https?:\/\/\S+\/api\/account\/export\/[\w-]+/g)];
    expect(links).toHaveLength(1);
    return new URL(links[0]![0]).pathname;
  };

  const isExportMail = (to: string) => (mail: { to: string[]; subject: string }) =>
    mail.to.includes(to) && /data is ready/.test(mail.subject);

  it('is prepared by a job and mailed as a link that works once, for its owner, for 24 hours', async () => {
    const { mentee, bystander } = await seedPeople(big);
    const res = await big.request('GET', '/api/account/export', { session: mentee.session });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'mailed' });

    const mail = await big.waitForMail(isExportMail(mentee.email), 20_000);
    const url = exportPath(mail.text);

    // Another person's session cannot use it (and does not spend it).
    const stolen = await big.request('GET', url, { session: bystander.session });
    expect(stolen.statusCode).toBe(410);
    expect(stolen.json()).toMatchObject({ type: 'account_export_link_invalid' });
    expect((await big.request('GET', url)).statusCode).toBe(401);

    const first = await big.request('GET', url, { session: mentee.session });
    expect(first.statusCode, first.body).toBe(200);
    const zip = readZip(first.rawPayload);
    expect(json(zip, 'account.json')).toMatchObject({ email: mentee.email });
    expect(zip.size).toBeGreaterThan(10);

    const again = await big.request('GET', url, { session: mentee.session });
    expect(again.statusCode).toBe(410);

    // A new link past its 24 hours no longer works.
    expect(
      (await big.request('GET', '/api/account/export', { session: mentee.session })).statusCode,
    ).toBe(202);
    const mails = await big.waitForMails(isExportMail(mentee.email), 2, 20_000);
    const secondLink = exportPath(mails[1]!.text);
    await big.db.query(
      `update account_exports set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const expired = await big.request('GET', secondLink, { session: mentee.session });
    expect(expired.statusCode).toBe(410);

    // The hourly sweep (a pg-boss schedule) deletes spent exports and their ZIPs from disk.
    const { rows: schedules } = await big.db.query(
      `select cron from pgboss.schedule where name = $1`,
      [EXPORT_SWEEP_QUEUE],
    );
    expect(schedules).toHaveLength(1);
    const files = () =>
      fs.readdirSync(path.join(bigUploads, 'exports'), { recursive: true, encoding: 'utf8' });
    const storedFiles = files().filter((f) =>
      fs.statSync(path.join(bigUploads, 'exports', f)).isFile(),
    );
    expect(storedFiles.length).toBeGreaterThan(0);
    await big.boss.send(EXPORT_SWEEP_QUEUE, {});
    await expect
      .poll(async () => (await big.db.query(`select 1 from account_exports`)).rowCount, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(0);
    expect(storedFiles.filter((f) => files().includes(f))).toEqual([]);
  }, 60_000);

  it('a small account still downloads at once', async () => {
    const person = await makePerson(big);
    const res = await big.request('GET', '/api/account/export', { session: person.session });
    expect(res.statusCode).toBe(200);
    expect(json(readZip(res.rawPayload), 'account.json')).toMatchObject({ email: person.email });
  });
});
