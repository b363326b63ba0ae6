import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpInput, uniqueMentorName, type SignUpInput } from '@pathwise/server/makers';
import { openAllDayAvailability } from './availability.ts';
import { linkIn, Mailbox } from './mailbox.ts';
import { applyAsMentor, finishMenteeOnboarding } from './onboarding.ts';

/** A user that exists on the server. */
export interface CreatedUser extends SignUpInput {
  id: string;
}

/** Subjects of the product's mails (each module's mails.tsx under apps/server/src/modules). */
export const SUBJECTS = {
  verification: /^Verify your email/,
  recovery: /^Reset your .* password$/,
} as const;

/**
 * The admin account: the first address of the server's ADMIN_EMAILS (e2e/global-setup.ts
 * sets it before starting the server) with this password. Defined here only.
 */
export function adminAccount(): SignUpInput {
  const email = process.env.ADMIN_EMAILS?.split(',')[0]?.trim().toLowerCase();
  if (!email) {
    throw new Error(
      'ADMIN_EMAILS is unset: the e2e server needs an admin address (set process.env.ADMIN_EMAILS ' +
        'before global-setup.ts starts the server, e.g. admin@e2e.example.com).',
    );
  }
  return { name: 'Ada Admin', email, password: 'Admin-e2e-password-1' };
}

/** A signed-in API client of its own (own cookies); dispose it when done. */
export interface SignedInApi extends SignUpInput {
  api: APIRequestContext;
}

/** An approved mentor: a verified account whose mentor application an admin approved. */
export interface ApprovedMentor extends CreatedUser {
  first: string;
  last: string;
}

/**
 * A mentor mentees can book: approved, the one $250 "Starter Plan" of 2 sessions (see
 * `applyAsMentor`) and hours open all day, every day (see `openAllDayAvailability` and the
 * `mentorHours` option).
 */
export interface BookableMentor extends ApprovedMentor {
  /** Signed in as the mentor (cookies of its own); signed out and disposed after the test. */
  api: APIRequestContext;
  /** The id of the mentor's Starter Plan, for `POST /api/bookings`. */
  planId: string;
}

/** How {@link BookableMentor}'s hours open: the options of `openAllDayAvailability`. */
export type MentorHours = Parameters<typeof openAllDayAvailability>[1];

interface Fixtures {
  /**
   * The zone of the `bookableMentor`'s hours and whether their bookings wait for
   * confirmation; default UTC, confirming automatically. Set it for a file or a
   * `test.describe` with `test.use({ mentorHours: { ... } })`.
   */
  mentorHours: MentorHours;
  /**
   * The `approvedMentor`, made bookable for this test (see {@link BookableMentor}): their
   * hours open through the API as `mentorHours` says, signed in on an API client of their own.
   */
  bookableMentor: BookableMentor;
  /**
   * Create a user through the API, for tests whose subject is not sign-up itself.
   * `stage` says how far the user got: `unverified` (signed up only), by default `verified`
   * (followed the link in the verification mail, as a person would; sign-in sends them into
   * onboarding) or `mentee` (also finished onboarding as a mentee: a regular member whom
   * sign-in sends to /dashboard).
   */
  createUser: (
    overrides?: Partial<SignUpInput>,
    options?: { stage?: 'unverified' | 'verified' | 'mentee' },
  ) => Promise<CreatedUser>;
  /** Sign `user` in within `page`'s browser context (the session cookie is shared). */
  signIn: (page: Page, user: SignUpInput) => Promise<void>;
  /**
   * The admin (see {@link adminAccount}), signed in on an API client of its own. Signed out
   * and disposed after the test.
   */
  admin: SignedInApi;
  /**
   * A mentor approved for this test: a new verified account with a unique name (see
   * `uniqueMentorName`) that applied through the onboarding API and was approved by the
   * admin, so the directory lists them. The fixture's API clients are signed out and
   * disposed after the test; the account stays (the API has no account deletion), which is
   * harmless since its name is unique.
   */
  approvedMentor: ApprovedMentor;
}

interface WorkerFixtures {
  /** The SMTP catcher's inbox (see global-setup.ts). */
  mailbox: Mailbox;
  /**
   * The admin account exists and is verified: created on first use by signing up with the
   * configured address and following the verification mail. Workers may race to create it
   * (one gets 201, the others 409), so each then waits until it signs in as a verified admin.
   */
  adminAccountReady: SignUpInput;
}

/** Sign `user` in on a new API client; the caller disposes it (see {@link signOut}). */
async function apiSignedIn(
  playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  user: SignUpInput,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/account/sessions/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return api;
}

/** End `api`'s session and dispose it. */
async function signOut(api: APIRequestContext): Promise<void> {
  await api.delete('/api/account/sessions/current');
  await api.dispose();
}

/**
 * The suite's `test`: Playwright's, plus a mailbox, a user factory that goes through the
 * real API and a quick sign-in. Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  mailbox: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const api = process.env.E2E_MAIL_API;
      if (!api) throw new Error('E2E_MAIL_API is unset: the global setup did not run.');
      await use(new Mailbox(api));
    },
    { scope: 'worker' },
  ],

  createUser: async ({ playwright, baseURL, mailbox }, use) => {
    await use(async (overrides = {}, { stage = 'verified' } = {}) => {
      const input = signUpInput(overrides);
      // A context of its own, so that its cookies never mix with the test's `request`.
      const api = await playwright.request.newContext({ baseURL });
      try {
        const res = await api.post('/api/account', { data: input });
        expect(res.status(), await res.text()).toBe(201);
        const { id } = (await res.json()) as { id: string };
        if (stage !== 'unverified') {
          const mail = await mailbox.waitFor(input.email, SUBJECTS.verification);
          const link = linkIn(mail, '/login');
          const done = await api.put('/api/account/verification', {
            data: {
              userId: link.searchParams.get('userId'),
              secret: link.searchParams.get('secret'),
            },
          });
          expect(done.status(), await done.text()).toBe(200);
        }
        if (stage === 'mentee') {
          const session = await api.post('/api/account/sessions/email', {
            data: { email: input.email, password: input.password },
          });
          expect(session.status(), await session.text()).toBe(201);
          await finishMenteeOnboarding(api, input);
        }
        return { ...input, id };
      } finally {
        await api.dispose();
      }
    });
  },

  adminAccountReady: [
    async ({ playwright, mailbox }, use, workerInfo) => {
      const admin = adminAccount();
      const baseURL = workerInfo.project.use.baseURL;
      const api = await playwright.request.newContext({ baseURL });
      try {
        const created = await api.post('/api/account', { data: admin });
        if (created.status() === 201) {
          const mail = await mailbox.waitFor(admin.email, SUBJECTS.verification);
          const link = linkIn(mail, '/login');
          const verified = await api.put('/api/account/verification', {
            data: {
              userId: link.searchParams.get('userId'),
              secret: link.searchParams.get('secret'),
            },
          });
          expect(verified.status(), await verified.text()).toBe(200);
        } else {
          expect(created.status(), await created.text()).toBe(409);
        }
        await expect
          .poll(
            async () => {
              const login = await api.post('/api/account/sessions/email', {
                data: { email: admin.email, password: admin.password },
              });
              if (login.status() !== 201) return `sign-in answered ${login.status()}`;
              const me = (await (await api.get('/api/account')).json()) as {
                emailVerification: boolean;
                isAdmin: boolean;
              };
              return me.emailVerification && me.isAdmin
                ? 'ready'
                : `verified: ${me.emailVerification}, admin: ${me.isAdmin}`;
            },
            { message: `the admin account ${admin.email} is ready`, timeout: 30_000 },
          )
          .toBe('ready');
        await api.delete('/api/account/sessions/current');
      } finally {
        await api.dispose();
      }
      await use(admin);
    },
    { scope: 'worker' },
  ],

  admin: async ({ playwright, baseURL, adminAccountReady }, use) => {
    const api = await apiSignedIn(playwright, baseURL, adminAccountReady);
    await use({ ...adminAccountReady, api });
    await signOut(api);
  },

  approvedMentor: async ({ playwright, baseURL, createUser, admin }, use) => {
    const name = uniqueMentorName('Listed');
    const user = await createUser({ name: `${name.first} ${name.last}` });
    const api = await apiSignedIn(playwright, baseURL, user);
    await applyAsMentor(api, name);
    const approved = await admin.api.post(`/api/admin/mentors/${user.id}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
    await use({ ...user, ...name });
    await signOut(api);
  },

  mentorHours: [{}, { option: true }],

  bookableMentor: async ({ playwright, baseURL, approvedMentor, mentorHours }, use) => {
    const api = await apiSignedIn(playwright, baseURL, approvedMentor);
    await openAllDayAvailability(api, mentorHours);
    const profile = await api.get(`/api/mentors/${approvedMentor.id}`);
    expect(profile.status(), await profile.text()).toBe(200);
    const { plans } = (await profile.json()) as { plans: { id: string }[] };
    await use({ ...approvedMentor, api, planId: plans[0]!.id });
    await signOut(api);
  },

  // eslint-disable-next-line no-empty-pattern
  signIn: async ({}, use) => {
    await use(async (page, user) => {
      const res = await page.request.post('/api/account/sessions/email', {
        data: { email: user.email, password: user.password },
      });
      expect(res.status(), await res.text()).toBe(201);
    });
  },
});

export { expect };
