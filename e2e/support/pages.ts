import type { Page } from '@playwright/test';

/**
 * Locators shared by several specs, written the way a person finds things: by role and by
 * the label or text the product gives them (docs/product.md#2-screens-and-routes).
 */

/** The login form's fields and buttons (docs/product.md#211-login "/login"). */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel(/^email/i),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }),
    resend: page.getByRole('button', { name: 'Resend Verification Email' }),
  };
}

/** Fill and submit the login form on the current page (which must be /login). */
export async function logInThroughForm(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** The sign-up form (docs/product.md#212-signup "/signup"). */
export function signupForm(page: Page) {
  return {
    name: page.getByLabel(/full name/i),
    email: page.getByLabel(/^email/i),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Create Account' }),
  };
}

/** The top navigation bar (docs/product.md#23-top-navigation "Top navigation"), named "Main" for assistive tech. */
export function topNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** A page every audit visits, and what shows once it has rendered. */
export interface AuditedPage {
  path: string;
  /** Needs a signed-in, verified member. */
  signedIn?: boolean;
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

/**
 * The pages of the walking skeleton that the accessibility and security checks visit
 *.
 */
export const AUDITED_PAGES: AuditedPage[] = [
  { path: '/', ready: (p) => p.getByRole('heading', { level: 1 }) },
  // The closed answers are not rendered (docs/performance.md): their questions' aria-controls name
  // no element.
  { path: '/faq', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/login', ready: (p) => loginForm(p).resend },
  { path: '/signup', ready: (p) => signupForm(p).submit },
  { path: '/forgot-password', ready: (p) => p.getByRole('button', { name: /send|reset/i }) },
  {
    path: '/reset-password',
    ready: (p) => p.getByRole('heading', { name: 'Invalid Reset Link' }),
  },
  {
    path: '/reset-password?userId=someone&secret=not-a-real-secret',
    ready: (p) => p.getByRole('button', { name: /update|reset|change|save/i }),
  },
  { path: '/dashboard', signedIn: true, ready: (p) => p.getByRole('heading', { level: 1 }) },
];
