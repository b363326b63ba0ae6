import { test as base, expect, type Page } from '@playwright/test';
import { makeUser, type UserInput } from './factories.ts';
import { linkIn, Mailbox } from './mailbox.ts';
import { finishMenteeOnboarding } from './onboarding.ts';

/** A user that exists on the server. */
export interface CreatedUser extends UserInput {
  id: string;
}

/** Subjects of the product's mails (each module's mails.tsx under apps/server/src/modules). */
export const SUBJECTS = {
  verification: /^Verify your email/,
  recovery: /^Reset your .* password$/,
} as const;

interface Fixtures {
  /**
   * Create a user through the API, for tests whose subject is not sign-up itself.
   * `stage` says how far the user got: `unverified` (signed up only), by default `verified`
   * (followed the link in the verification mail, as a person would; sign-in sends them into
   * onboarding) or `mentee` (also finished onboarding as a mentee: a regular member whom
   * sign-in sends to /dashboard).
   */
  createUser: (
    overrides?: Partial<UserInput>,
    options?: { stage?: 'unverified' | 'verified' | 'mentee' },
  ) => Promise<CreatedUser>;
  /** Sign `user` in within `page`'s browser context (the session cookie is shared). */
  signIn: (page: Page, user: UserInput) => Promise<void>;
}

interface WorkerFixtures {
  /** The SMTP catcher's inbox (see global-setup.ts). */
  mailbox: Mailbox;
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
      const input = makeUser(overrides);
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
