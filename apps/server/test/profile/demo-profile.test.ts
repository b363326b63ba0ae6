import type { Profile, PublicMentor } from '@pathwise/contracts';
import {
  buildDemoApp,
  signIn,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from '@pathwise/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENTEE_EMAIL, DEMO_MENTOR_EMAIL } from '../../src/db/seed/demo-accounts.ts';

/**
 * The demo accounts' profiles (docs/product.md#13-demo-content: the demo mentor has a photo and a
 * full profile).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildDemoApp();
});
afterAll(() => t?.close());

describe('demo profiles', () => {
  it('Sofia has a photo and a complete profile, shown publicly', async () => {
    const session = await signIn(t, { email: DEMO_MENTOR_EMAIL, password: TEST_DEMO_PASSWORD });
    const res = await t.request('GET', '/api/profile', { session });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<Profile>();
    expect(profile).toMatchObject({
      name: 'Sofia Lindqvist',
      headline: 'Product Design Lead',
      company: 'Northwind',
      employmentStatus: 'employed',
      industry: 'tech',
      yearsExperience: 11,
      status: 'approved',
      completeness: { percent: 100, missing: [] },
    });
    expect(profile.links.linkedin).toMatch(/^https:\/\//);
    const pub = (await t.request('GET', `/api/mentors/${profile.id}`)).json<PublicMentor>();
    expect(pub.photoPath).toBe(profile.photoPath);
    expect(pub.photoPath).not.toBeNull();
  });

  it('Jordan has a profile to show and edit', async () => {
    const session = await signIn(t, { email: DEMO_MENTEE_EMAIL, password: TEST_DEMO_PASSWORD });
    const res = await t.request('GET', '/api/profile', { session });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Profile>()).toMatchObject({
      role: 'mentee',
      name: 'Jordan Rivera',
      headline: 'Junior Product Designer',
      languages: ['en', 'es'],
    });
  });
});
