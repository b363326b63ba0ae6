import { hashPassword, newId, newSecret } from '../../lib/crypto.ts';
import type { Db } from '../client.ts';
import { mentorPlans, mentorProfiles, onboarding, users } from '../schema.ts';
import { makeMentor, mentorAnswers, planName, type MentorInput } from './makers.ts';

/**
 * The one mentor factory that writes (docs/architecture.md#tests): the demo seed and the server
 * tests both insert mentors with it, built by the makers of `makers.ts`. A mentor is a verified
 * account, onboarding finished as a mentor with the answers the profile holds, the profile
 * (approved by default) and its plans in minor units. Each call makes new ids and, unless
 * given, a unique email.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Insert `mentors` on `db` (pass a transaction's to make them atomically). A mentor whose
 * email is already taken is skipped. Returns the ids of the mentors inserted, in order.
 */
export async function insertMentors(
  db: Db,
  mentors: MentorInput[],
  now = Date.now(),
): Promise<string[]> {
  // Each account's password hash is argon2id of a random secret that is never stored or
  // shown, so nobody can sign in as a made mentor. argon2 runs on libuv's thread pool, so the
  // hashes are computed in parallel.
  const hashes = await Promise.all(mentors.map(() => hashPassword(newSecret())));
  const prepared = mentors.map((input, i) => {
    const m = makeMentor(input);
    const id = newId();
    const reviewedAt = new Date(now - m.approvedDaysAgo * DAY_MS);
    return {
      m,
      id,
      email: m.email ?? `mentor-${id}@example.com`,
      hash: hashes[i]!,
      answers: mentorAnswers(input),
      submittedAt: new Date(reviewedAt.getTime() - 2 * DAY_MS),
      reviewedAt,
    };
  });
  if (prepared.length === 0) return [];
  const inserted = await db
    .insert(users)
    .values(
      prepared.map((p) => ({
        id: p.id,
        email: p.email,
        name: `${p.m.firstName} ${p.m.lastName}`,
        passwordHash: p.hash,
        emailVerifiedAt: p.submittedAt,
        createdAt: new Date(p.submittedAt.getTime() - DAY_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const kept = new Set(inserted.map((r) => r.id));
  const rows = prepared.filter((p) => kept.has(p.id));
  if (rows.length === 0) return [];

  await db.insert(onboarding).values(
    rows.map((p) => ({
      userId: p.id,
      userType: 'coach' as const,
      answers: p.answers,
      completedAt: p.submittedAt,
    })),
  );
  await db.insert(mentorProfiles).values(
    rows.map(({ m, id, submittedAt, reviewedAt }) => ({
      userId: id,
      location: m.location,
      bioRole: 'professional',
      about: m.about,
      niche: m.niche,
      skillsText: m.skillsText,
      expertOptIn: m.expert,
      certification: m.certification,
      certificationOther: m.certificationOther ?? null,
      clientsCount: m.clients,
      goal: m.goal,
      status: m.status,
      submittedAt,
      reviewedAt: m.status === 'pending' ? null : reviewedAt,
      headline: m.headline,
      company: m.company,
      languages: m.languages,
      yearsExperience: m.years,
      skills: m.skills,
      topics: m.topics,
      photoPath: m.photoPath,
      ratingAvg: m.rating,
      reviewCount: m.reviews,
      featured: m.featured,
      isDemo: m.isDemo,
    })),
  );
  const plans = rows.flatMap(({ id, m }) =>
    m.plans.map((p, position) => ({
      id: newId(),
      mentorId: id,
      position,
      name: planName(position),
      priceMinor: p.price * 100,
      currency: 'USD',
      sessions: p.sessions,
      deliverables: p.deliverables ?? null,
    })),
  );
  if (plans.length > 0) await db.insert(mentorPlans).values(plans);
  return rows.map((r) => r.id);
}
