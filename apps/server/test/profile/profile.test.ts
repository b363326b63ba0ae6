import {
  PROFILE_PHOTO_MAX_BYTES,
  type ApiError,
  type Profile,
  type PublicMentor,
  type PublicMentorList,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/lib/auth.ts';
import { approvedMentor } from '../bookings/support.ts';
import { makePerson, onboardedPerson, type Person } from '../onboarding/support.ts';
import { defaultAvailability } from '../../src/modules/bookings/service.ts';

/**
 * Settings → Profile against the real PostgreSQL and a real uploads directory
 * (docs/product.md#1115-settings-that-save: validation and
 * save, profile changes reflected in the directory and the profile, photo limits and type).
 */

let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathwise-photos-'));
  t = await buildTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

/** The files in the photo store (what an upload may leave behind). */
function storedFiles(): string[] {
  const dir = path.join(uploadsDir, 'photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

const FULL = {
  headline: 'Staff Product Designer',
  company: 'Northwind Labs',
  employmentStatus: 'employed',
  industry: 'tech',
  about: 'I help designers grow into product leaders.',
  skills: ['ux_design', 'design', 'strategy'],
  links: {
    portfolio: 'https://portfolio.example/me',
    linkedin: 'https://www.linkedin.com/in/someone',
    website: 'http://someone.example',
    github: 'https://github.com/someone',
    x: '',
  },
  yearsExperience: 14,
};

const getProfile = (who: Person) => t.request('GET', '/api/profile', { session: who.session });
const putProfile = (who: Person, body: unknown) =>
  t.request('PUT', '/api/profile', { session: who.session, body });

/** A multipart body with one file part. */
function multipart(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----pathwise${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function uploadPhoto(who: Person, fileName: string, content: Buffer) {
  const { payload, contentType } = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    payload,
    headers: { 'content-type': contentType },
    cookies: { [SESSION_COOKIE]: who.session },
  });
}

/** A `width`×`height` PNG of one colour. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}

describe('GET /api/profile', () => {
  it('answers 401 signed out and 403 before onboarding', async () => {
    expect((await t.request('GET', '/api/profile')).statusCode).toBe(401);
    const newcomer = await makePerson(t);
    const res = await getProfile(newcomer);
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiError>().message).toMatch(/onboarding/i);
  });

  it("names what a new mentor's profile still lacks, weekly hours first", async () => {
    const mentor = await approvedMentor(t);
    const res = await getProfile(mentor);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<Profile>();
    expect(profile.role).toBe('mentor');
    expect(profile.status).toBe('approved');
    expect(profile.completeness.missing).toEqual([
      'availability',
      'photo',
      'headline',
      'company',
      'yearsExperience',
      'languages',
      'skills',
    ]);
    // Only the bio (from onboarding) of eight parts is there.
    expect(profile.completeness.percent).toBe(12);

    const hours = await t.request('PUT', '/api/availability', {
      session: mentor.session,
      body: {
        ...defaultAvailability('UTC'),
        weeklyHours: [{ weekday: 3, ranges: [{ start: '09:00', end: '11:00' }] }],
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const after = (await getProfile(mentor)).json<Profile>().completeness;
    expect(after.missing[0]).toBe('photo');
    expect(after.percent).toBe(25);
  });
});

describe('PUT /api/profile (mentor)', () => {
  it('saves and the public profile and the directory show it at once', async () => {
    const mentor = await approvedMentor(t);
    // The directory is asked first, so a kept answer would show the old profile.
    const before = await t.request('GET', '/api/mentors?q=Northwind');
    expect(before.json<PublicMentorList>().items.map((m) => m.id)).not.toContain(mentor.id);

    const res = await putProfile(mentor, FULL);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Profile>();
    expect(saved).toMatchObject({
      headline: FULL.headline,
      company: FULL.company,
      employmentStatus: 'employed',
      industry: 'tech',
      skills: FULL.skills,
      yearsExperience: 14,
      links: FULL.links,
    });
    expect(saved.completeness.missing).toEqual(['availability', 'photo', 'languages']);

    const pub = (await t.request('GET', `/api/mentors/${mentor.id}`)).json<PublicMentor>();
    expect(pub).toMatchObject({
      headline: FULL.headline,
      company: FULL.company,
      about: FULL.about,
      skills: FULL.skills,
      yearsExperience: 14,
      employmentStatus: 'employed',
      industry: 'tech',
    });
    // The public profile shows the given links only (X was left empty).
    expect(pub.links).toEqual({
      portfolio: FULL.links.portfolio,
      linkedin: FULL.links.linkedin,
      website: FULL.links.website,
      github: FULL.links.github,
    });

    const search = await t.request('GET', '/api/mentors?q=Northwind');
    expect(search.json<PublicMentorList>().items.map((m) => m.id)).toContain(mentor.id);
    // The chips are the directory's skill tags: the Skills filter finds the mentor.
    const bySkill = await t.request('GET', '/api/mentors?skill=strategy&q=Northwind');
    expect(bySkill.json<PublicMentorList>().items.map((m) => m.id)).toContain(mentor.id);
  });

  it('clears fields sent empty', async () => {
    const mentor = await approvedMentor(t);
    await putProfile(mentor, FULL);
    const res = await putProfile(mentor, {
      ...FULL,
      headline: '',
      company: '  ',
      employmentStatus: null,
      links: { ...FULL.links, github: '' },
      yearsExperience: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      headline: '',
      company: '',
      employmentStatus: null,
      yearsExperience: null,
      links: { github: '', portfolio: FULL.links.portfolio },
    });
    const pub = (await t.request('GET', `/api/mentors/${mentor.id}`)).json<PublicMentor>();
    expect(pub.headline).toBeNull();
    expect(pub.company).toBeNull();
  });

  it.each([
    [
      'javascript: link',
      { links: { ...FULL.links, website: 'javascript:alert(1)' } },
      'links.website',
    ],
    [
      'ftp link',
      { links: { ...FULL.links, portfolio: 'ftp://files.example/cv' } },
      'links.portfolio',
    ],
    [
      'address without scheme',
      { links: { ...FULL.links, linkedin: 'linkedin.com/in/x' } },
      'links.linkedin',
    ],
    ['data: link', { links: { ...FULL.links, github: 'data:text/html,hi' } }, 'links.github'],
    ['21 skills', { skills: Array.from({ length: 21 }, (_, i) => `skill${i}`) }, 'skills'],
    ['a skill twice', { skills: ['design', 'design'] }, 'skills'],
    ['a skill not offered', { skills: ['juggling'] }, 'skills'],
    ['a 751-character bio', { about: 'x'.repeat(751) }, 'about'],
    ['an unknown status', { employmentStatus: 'retired' }, 'employmentStatus'],
    ['an unknown industry', { industry: 'mining' }, 'industry'],
    ['81 years', { yearsExperience: 81 }, 'yearsExperience'],
    ['a job title of two lines', { headline: 'one\ntwo' }, 'headline'],
  ])('refuses %s with 400 naming the field, nothing saved', async (_label, change, field) => {
    const mentor = await approvedMentor(t);
    const res = await putProfile(mentor, { ...FULL, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ApiError>().message).toContain(`\`${field}\``);
    expect((await getProfile(mentor)).json<Profile>().headline).toBe('');
  });

  it('accepts a 750-character bio', async () => {
    const mentor = await approvedMentor(t);
    const res = await putProfile(mentor, { ...FULL, about: 'x'.repeat(750) });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('PUT /api/profile (mentee)', () => {
  it("saves a mentee's profile with onboarding's skills, at most five", async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const res = await putProfile(mentee, {
      ...FULL,
      skills: ['networking', 'interview_skills'],
      yearsExperience: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<Profile>();
    expect(profile).toMatchObject({
      role: 'mentee',
      status: null,
      headline: FULL.headline,
      skills: ['networking', 'interview_skills'],
      // Years of experience are a mentor's.
      yearsExperience: null,
    });
    expect(profile.completeness.missing).toEqual(['photo', 'languages']);

    const six = await putProfile(mentee, {
      ...FULL,
      skills: ['networking', 'interview_skills', 'sales', 'marketing', 'leadership', 'negotiation'],
    });
    expect(six.statusCode).toBe(400);
    expect(six.json<ApiError>().message).toContain('`skills`');
    const mentorSkill = await putProfile(mentee, { ...FULL, skills: ['ux_design'] });
    expect(mentorSkill.statusCode).toBe(400);
  });
});

describe('profile photo', () => {
  it('squares and resizes a PNG named .jpg, serves it publicly and shows it on the card', async () => {
    const mentor = await approvedMentor(t);
    const res = await uploadPhoto(mentor, 'portrait.jpg', await png(900, 600));
    expect(res.statusCode, res.body).toBe(201);
    const { photoPath } = res.json<{ photoPath: string }>();
    expect(photoPath).toMatch(/^\/api\/photos\/[0-9a-f]{48}\.webp$/);

    const served = await t.request('GET', photoPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('public');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const pub = (await t.request('GET', `/api/mentors/${mentor.id}`)).json<PublicMentor>();
    expect(pub.photoPath).toBe(photoPath);
    expect((await getProfile(mentor)).json<Profile>().completeness.missing).not.toContain('photo');
    expect(storedFiles()).toContain(path.basename(photoPath, '.webp'));
  });

  it('replaces the previous photo file and removes it with DELETE', async () => {
    const mentee = await onboardedPerson(t, 'mentee');
    const first = (await uploadPhoto(mentee, 'a.png', await png(64, 64))).json<{
      photoPath: string;
    }>().photoPath;
    const second = await uploadPhoto(
      mentee,
      'b.webp',
      await sharp(await png(300, 500))
        .webp()
        .toBuffer(),
    );
    expect(second.statusCode, second.body).toBe(201);
    const secondPath = second.json<{ photoPath: string }>().photoPath;
    expect((await t.request('GET', first)).statusCode).toBe(404);
    expect((await t.request('GET', secondPath)).statusCode).toBe(200);

    const del = await t.request('DELETE', '/api/profile/photo', { session: mentee.session });
    expect(del.statusCode).toBe(204);
    expect((await t.request('GET', secondPath)).statusCode).toBe(404);
    expect((await getProfile(mentee)).json<Profile>().photoPath).toBeNull();
  });

  it('refuses HTML named .png with 415 and leaves no file behind', async () => {
    const mentor = await approvedMentor(t);
    const before = storedFiles();
    const res = await uploadPhoto(
      mentor,
      'photo.png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script>'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json<ApiError>().type).toBe('photo_type_not_allowed');
    expect(storedFiles()).toEqual(before);
    expect((await getProfile(mentor)).json<Profile>().photoPath).toBeNull();
  });

  it('refuses a GIF (an image, but not JPEG, PNG or WebP) with 415', async () => {
    const mentor = await approvedMentor(t);
    const gif = await sharp(await png(10, 10))
      .gif()
      .toBuffer();
    const res = await uploadPhoto(mentor, 'photo.gif', gif);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a photo over 5 MB with 413 and leaves no file behind', async () => {
    const mentor = await approvedMentor(t);
    const before = storedFiles();
    const big = Buffer.concat([await png(16, 16), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const res = await uploadPhoto(mentor, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json<ApiError>().type).toBe('general_payload_too_large');
    expect(storedFiles()).toEqual(before);
  });

  it('answers 404 for an unknown photo and 400 for a malformed address', async () => {
    expect((await t.request('GET', `/api/photos/${'a'.repeat(48)}.webp`)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});
