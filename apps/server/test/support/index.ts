/**
 * Test support of the server (`@pathwise/server/test-support`): a database per test file
 * cloned from the migrated template, an SMTP catcher, the app built as in production, and
 * factories (docs/architecture.md#tests).
 *
 * The database helpers need the Vitest global setup (`test/support/global-setup.ts`) or an
 * explicit admin URL; the SMTP catcher also works outside Vitest.
 */
export {
  buildDemoApp,
  buildTestApp,
  TEST_APP_URL,
  type RequestOptions,
  type TestApp,
  type TestAppOptions,
  type TestMail,
} from './app.ts';
export {
  createDemoDatabase,
  createTestDatabase,
  DEMO_TEMPLATE_DATABASE,
  dropTestDatabase,
  TEMPLATE_DATABASE,
  TEST_DEMO_PASSWORD,
  type TestDatabase,
  waitForEmptyMailQueue,
} from './database.ts';
export {
  isRecoveryMailTo,
  isVerificationMailTo,
  linkTo,
  mailLinks,
  makeUser,
  sessionTokenOf,
  signIn,
  type TestUser,
} from './factories.ts';
export { uniqueEmail, uniquePassword } from '../../src/db/seed/makers.ts';
export { freePort, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp-catcher.ts';
export { connectSocket, listen, nextEvent, type TestSocket } from './realtime.ts';
export { startOidcProvider, type TestOidcAccount, type TestOidcProvider } from './oidc-provider.ts';
