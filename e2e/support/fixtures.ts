import { test as base, expect, type Page } from '@playwright/test';
import { makeUser, type UserInput } from './factories.ts';
import { linkIn, Mailbox } from './mailbox.ts';

/** A user that exists on the server. */
export interface CreatedUser extends UserInput {
  id: string;
}

/** Subjects of the product's mails (apps/server/src/mail/templates.ts). */
export const SUBJECTS = {
  verification: /^Verify your email/,
  recovery: /^Reset your .* password$/,
} as const;

interface Fixtures {
  /**
   * Create a user through the API (for tests whose subject is not sign-up itself).
   * Verified by default, by following the link of the mail it received, as a person would.
   */
  createUser: (
    overrides?: Partial<UserInput>,
    options?: { verified?: boolean },
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

  createUser: async ({ request, mailbox }, use) => {
    await use(async (overrides = {}, { verified = true } = {}) => {
      const input = makeUser(overrides);
      const res = await request.post('/api/account', { data: input });
      expect(res.status(), await res.text()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      if (verified) {
        const mail = await mailbox.waitFor(input.email, SUBJECTS.verification);
        const link = linkIn(mail, '/login');
        const done = await request.put('/api/account/verification', {
          data: {
            userId: link.searchParams.get('userId'),
            secret: link.searchParams.get('secret'),
          },
        });
        expect(done.status(), await done.text()).toBe(200);
      }
      return { ...input, id };
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
