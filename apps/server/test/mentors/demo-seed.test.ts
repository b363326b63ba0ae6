import fs from 'node:fs';
import path from 'node:path';
import {
  FILTER_LANGUAGES,
  MENTOR_SKILLS,
  MENTOR_TOPICS,
  OnboardingAnswers,
  type PublicMentor,
  type TestimonialList,
} from '@pathwise/contracts';
import { buildTestApp, type TestApp } from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTORS, mentorsSeeder } from '../../src/db/seed/mentors.ts';
import { DEMO_SEEDERS } from '../../src/db/seed/registry.ts';
import { demoSeedContext } from '../../src/db/seed/types.ts';
import { DEMO_TESTIMONIALS, testimonialsSeeder } from '../../src/db/seed/testimonials.ts';
import { search } from './support.ts';

/**
 * The demo mentors and testimonials (docs/product.md#13-demo-content "Demo content"): what a
 * newcomer sees on the home page and /mentors of a fresh install, loaded by the real seeders into a
 * database of their own.
 */

const webPublic = path.resolve(import.meta.dirname, '../../../web/public');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.transaction(async (tx) => {
    await mentorsSeeder.run(tx, demoSeedContext());
    await testimonialsSeeder.run(tx, demoSeedContext());
  });
});
afterAll(async () => {
  await t?.close();
});

describe('demo mentors', () => {
  it('are registered with the demo content, before the seeders that may use them', () => {
    expect(DEMO_SEEDERS.slice(0, 2)).toEqual([mentorsSeeder, testimonialsSeeder]);
  });

  it('are at least 30 approved mentors, all marked as demo rows', async () => {
    expect(DEMO_MENTORS.length).toBeGreaterThanOrEqual(30);
    const { rows } = await t.db.query<{ n: number; demo: number; approved: number }>(
      `select count(*)::int as n, count(*) filter (where is_demo)::int as demo,
         count(*) filter (where status = 'approved')::int as approved from mentor_profiles`,
    );
    expect(rows[0]).toEqual({ n: DEMO_MENTORS.length, demo: rows[0]!.n, approved: rows[0]!.n });
    expect((await search(t)).total).toBe(DEMO_MENTORS.length);
  });

  it('feature the home page’s three mentors', async () => {
    const { items } = await search(t, { featured: 'true', pageSize: 3 });
    expect(items.map((m) => [m.name, m.headline, m.company])).toEqual([
      ['Amara Okafor', 'Engineering Director', 'Vantyx'],
      ['Daniel Moreau', 'Head of Product Design', 'Brightfold'],
      ['Priya Raman', 'VP of Finance', 'Quillary'],
    ]);
  });

  it('have accounts nobody can sign in to, on the reserved example.com domain', async () => {
    const { rows } = await t.db.query<{ email: string; password_hash: string; verified: boolean }>(
      `select u.email, u.password_hash, u.email_verified_at is not null as verified
       from users u join mentor_profiles mp on mp.user_id = u.id order by u.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(
      DEMO_MENTORS.map((_, i) => `mentor${String(i + 1).padStart(2, '0')}@example.com`),
    );
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.verified).toBe(true);
    }
    for (const password of ['', 'password', 'mentor01', 'Pathwise123!']) {
      const res = await t.request('POST', '/api/account/sessions/email', {
        body: { email: 'mentor01@example.com', password },
      });
      expect(res.statusCode, password).not.toBe(201);
    }
  });

  it('finished onboarding as mentors, with answers the contracts accept', async () => {
    const { rows } = await t.db.query<{ user_type: string; completed: boolean; answers: unknown }>(
      `select o.user_type, o.completed_at is not null as completed, o.answers
       from onboarding o join mentor_profiles mp on mp.user_id = o.user_id`,
    );
    expect(rows).toHaveLength(DEMO_MENTORS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ user_type: 'coach', completed: true });
      expect(OnboardingAnswers.safeParse(row.answers).success).toBe(true);
    }
  });

  it('give every filter option, volunteers and paid mentors some results', async () => {
    for (const skill of MENTOR_SKILLS)
      expect((await search(t, { skill })).total, skill).toBeGreaterThan(0);
    for (const topic of MENTOR_TOPICS)
      expect((await search(t, { topic })).total, topic).toBeGreaterThan(0);
    for (const language of FILTER_LANGUAGES)
      expect((await search(t, { language })).total, language).toBeGreaterThan(0);
    const volunteer = (await search(t, { price: 'volunteer' })).total;
    const paid = (await search(t, { price: 'paid' })).total;
    expect(volunteer).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(volunteer);
    expect(volunteer + paid).toBe(DEMO_MENTORS.length);
  });

  it('show a photo that exists or none, and complete public profiles', async () => {
    const { items } = await search(t, { pageSize: 50 });
    for (const card of items) {
      if (card.photoPath) {
        expect(card.photoPath, card.name).toMatch(/^\/images\/mentors\/[a-z0-9-]+\.svg$/);
        expect(fs.existsSync(path.join(webPublic, card.photoPath)), card.photoPath).toBe(true);
      }
      const res = await t.request('GET', `/api/mentors/${card.id}`);
      const profile = res.json<PublicMentor>();
      expect(profile.about.length, card.name).toBeGreaterThan(150);
      expect(profile.plans[0]!.name).toBe('Starter Plan');
      expect(profile.yearsExperience, card.name).toBeGreaterThanOrEqual(10);
      expect(profile.skills.length, card.name).toBeGreaterThan(0);
    }
    expect(items.filter((m) => m.photoPath).length).toBeGreaterThan(items.length * 0.8);
  });
});

describe('demo testimonials', () => {
  it('are the home page’s three, in order, through GET /api/testimonials', async () => {
    const res = await t.request('GET', '/api/testimonials');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<TestimonialList>();
    expect(items.map(({ name, role, rating, text }) => ({ name, role, rating, text }))).toEqual(
      DEMO_TESTIMONIALS,
    );
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from testimonials where is_demo',
    );
    expect(rows[0]!.n).toBe(3);
  });
});
