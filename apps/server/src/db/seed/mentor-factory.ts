import type {
  MentorLanguage,
  MentorSkill,
  MentorTopic,
  OnboardingAnswers as Answers,
} from '@pathwise/contracts';
import { hashPassword, newId, newSecret } from '../../lib/crypto.ts';
import type { Db } from '../client.ts';
import { mentorPlans, mentorProfiles, onboarding, users } from '../schema.ts';

/**
 * The one mentor factory (docs/architecture.md#tests): the demo seed and the server tests both make
 * mentors with it. A mentor is what onboarding and an admin's review leave behind: a verified
 * account, onboarding finished as a mentor with the answers the profile holds, the profile
 * (approved by default) and its plans in minor units. Anything left out gets a plausible
 * value; each call makes new ids and, unless given, a unique email.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Niche = NonNullable<Answers['expertise']>['niche'];
type Certification = NonNullable<Answers['certification']>['certification'];
type Goal = NonNullable<Answers['mentorGoal']>['goal'];

/** One plan; `price` in whole US dollars (0 = volunteer). */
export interface MentorPlanInput {
  price: number;
  sessions: number;
  deliverables?: string;
}

/** What makes a mentor; only `firstName` is required. */
export interface MentorInput {
  firstName: string;
  lastName?: string;
  /** Default `mentor-<id>@example.com`. */
  email?: string;
  status?: 'pending' | 'approved' | 'declined';
  headline?: string | null;
  company?: string | null;
  location?: string | null;
  niche?: Niche;
  skills?: MentorSkill[];
  topics?: MentorTopic[];
  languages?: MentorLanguage[];
  years?: number | null;
  rating?: number | null;
  reviews?: number;
  featured?: boolean;
  certification?: Certification;
  certificationOther?: string;
  expert?: boolean;
  about?: string;
  skillsText?: string;
  /** The first is the "Starter Plan", later ones "Plan 2", "Plan 3" (docs/product.md#32-onboarding-answers "Plan"). */
  plans?: MentorPlanInput[];
  clients?: number;
  goal?: Goal;
  /** Days since approval (default 1): "most recently approved" needs a real order. */
  approvedDaysAgo?: number;
  /** A path on this site, e.g. `/images/mentors/<slug>.svg`; default none. */
  photoPath?: string | null;
  /** Demo content (docs/product.md#13-demo-content "Demo content"); default false. */
  isDemo?: boolean;
}

/** Plan names as onboarding gives them: "Starter Plan", then "Plan 2", "Plan 3" (docs/product.md#3-data). */
const planName = (index: number) => (index === 0 ? 'Starter Plan' : `Plan ${index + 1}`);

/** `input` with every default filled in. */
export function makeMentor(input: MentorInput) {
  return {
    lastName: 'Tester',
    status: 'approved' as const,
    headline: 'Mentor',
    company: 'Acme',
    location: null,
    niche: 'career' as Niche,
    skills: [],
    topics: [],
    languages: ['en'] as MentorLanguage[],
    years: 12,
    rating: null,
    reviews: 0,
    featured: false,
    certification: 'icf' as Certification,
    expert: false,
    about: 'I help people grow.',
    skillsText: '',
    plans: [{ price: 100, sessions: 2 }],
    clients: 3,
    goal: 'empower_clients' as Goal,
    approvedDaysAgo: 1,
    photoPath: null,
    isDemo: false,
    ...input,
  };
}

/**
 * The onboarding answers the mentor would have saved. Not validated here: the demo seed
 * checks its mentors' answers with the contracts' schemas.
 */
export function mentorAnswers(input: MentorInput): Answers {
  const m = makeMentor(input);
  return {
    roleInfo: { userType: 'coach' },
    bio: {
      firstName: m.firstName,
      lastName: m.lastName,
      email: '',
      location: m.location ?? '',
      institution: '',
      role: 'professional',
    },
    about: { text: m.about },
    confirmRole: { userType: 'coach' },
    expertise: { niche: m.niche },
    skills: { text: m.skillsText },
    expert: { optIn: m.expert },
    certification: m.certificationOther
      ? { certification: m.certification, other: m.certificationOther }
      : { certification: m.certification },
    plans: {
      plans: m.plans.map((p, i) => ({
        name: planName(i),
        priceMinor: p.price * 100,
        currency: 'USD',
        sessions: p.sessions,
        ...(p.deliverables ? { deliverables: p.deliverables } : {}),
      })),
    },
    clients: { count: m.clients },
    mentorGoal: { goal: m.goal },
  };
}

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
