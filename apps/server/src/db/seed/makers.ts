import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import type {
  MentorLanguage,
  MentorSkill,
  MentorTopic,
  OnboardingAnswers as Answers,
} from '@pathwise/contracts';

/**
 * The makers of test and demo data (docs/architecture.md#tests): pure functions, no database
 * and no HTTP, so the server tests, the e2e tests (`@pathwise/server/makers`) and the demo seed
 * all make each kind of value with the same one. Unique values are unique across processes,
 * workers and runs, so tests running in parallel against one database never collide on rows.
 */

let counter = 0;

/**
 * A short lower-case string unique across processes and runs: the time in ms, 6 random hex
 * digits and a per-process counter (letters and digits only).
 */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}${counter.toString(36)}`;
}

/** A unique address at example.com, e.g. `ada-mi3x0k2fa1b2c31@example.com`. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${uniqueSuffix()}@example.com`.toLowerCase();
}

/**
 * A password that satisfies the rules (8..256 characters: docs/product.md#9-constants-and-limits),
 * unique per call.
 */
export function uniquePassword(): string {
  return `pw-${uniqueSuffix()}`;
}

/**
 * The 6-digit code an authenticator app shows for the Base32 `secret` (RFC 6238 through
 * otplib: 30-second steps), `steps` steps from now: what a person types at the code step.
 * The server takes a code of one step either side, each once (ADR 0018).
 */
export function authenticatorCode(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** What a person types to sign up (`POST /api/account`). */
export interface SignUpInput {
  /** Full name; the first word is the first name the dashboard greets. */
  name: string;
  /** Lower-case, unique per call. */
  email: string;
  /** Unique per call, at least 8 characters (docs/product.md#9-constants-and-limits). */
  password: string;
}

const FIRST_NAMES = ['Amara', 'Bilal', 'Chen', 'Dara', 'Elif', 'Farah', 'Goran', 'Hana', 'Ines'];
const LAST_NAMES = ['Okafor', 'Silva', 'Nakamura', 'Kowalski', 'Haddad', 'Lindqvist', 'Mensah'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A new person's sign-up data, a plausible random name; any field can be overridden. */
export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  return {
    name: `${first} ${last}`,
    email: uniqueEmail(`${first}.${last}`),
    password: uniquePassword(),
    ...overrides,
  };
}

/** The first word of a full name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0]!;
}

/**
 * A mentor's name no other test uses, letters only (the search matches words), so a search
 * and the admin list find just them. `first` is a plausible first name.
 */
export function uniqueMentorName(lastPrefix = 'Vetted'): { first: string; last: string } {
  const letters = uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return { first: pick(FIRST_NAMES), last: `${lastPrefix}${letters}` };
}

/**
 * Mentors: what onboarding and an admin's review leave behind. {@link makeMentor} fills in a
 * plausible value for anything left out; {@link mentorAnswers} gives the onboarding answers
 * such a mentor saved; `insertMentors` (mentor-factory.ts) writes them to the database.
 */

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
export const planName = (index: number) => (index === 0 ? 'Starter Plan' : `Plan ${index + 1}`);

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

type Experience = NonNullable<Answers['experience']>['experience'];
type Qualities = NonNullable<Answers['qualities']>;
type MenteeGoal = NonNullable<Answers['menteeGoal']>['goal'];

/** What makes a mentee's onboarding answers; only `firstName` is required. */
export interface MenteeInput {
  firstName: string;
  /** Default empty. */
  lastName?: string;
  about?: string;
  experience?: Experience;
  skills?: Qualities['skills'];
  traits?: Qualities['traits'];
  goal?: MenteeGoal;
}

/**
 * The onboarding answers a mentee saved (docs/product.md#32-onboarding-answers): a professional
 * who wants 4 sessions, 2 a month, within 3 to 6 months; anything left out gets a plausible
 * value. Not validated here (the API validates what the e2e tests save).
 */
export function menteeAnswers(input: MenteeInput): Answers {
  return {
    roleInfo: { userType: 'mentee' },
    bio: {
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      email: '',
      location: '',
      institution: '',
      role: 'professional',
    },
    about: { text: input.about ?? 'Growing into my next role.' },
    confirmRole: { userType: 'mentee' },
    experience: { experience: input.experience ?? 'new_professional' },
    timeline: { timeline: '3_6_months' },
    sessions: { numberOfSessions: 4, frequency: 2, period: 'monthly' },
    qualities: { skills: input.skills ?? ['networking'], traits: input.traits ?? [] },
    menteeGoal: { goal: input.goal ?? 'achieve_career_goals' },
  };
}
