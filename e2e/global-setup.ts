import path from 'node:path';
import { outputRoot, repoRoot, startAppServer } from './support/app-server.ts';
import { serveCaughtMail, startSmtpCatcher } from '@pathwise/server/smtp-catcher';
// The helper's own file, not the whole test-support index: that one loads the server's app.
import { startOidcProvider } from '../apps/server/test/support/oidc-provider.ts';

/**
 * Before any test: start the SMTP catcher and the local OpenID Connect provider (as Google),
 * then the real server pointing its mail and its Google sign-in at them.
 * The catcher's address reaches the test workers through `E2E_MAIL_API`, the admin's
 * through `ADMIN_EMAILS` (workers inherit this process's environment). The returned function is the global teardown.
 * With `E2E_EXTERNAL_SERVER=true` nothing is started: the suite runs against `E2E_BASE_URL`
 * and `E2E_MAIL_API`, which the caller provides.
 */
export default async function globalSetup() {
  if (process.env.E2E_EXTERNAL_SERVER === 'true') return;
  const port = Number(process.env.E2E_PORT);
  const started = Date.now();
  const catcher = await startSmtpCatcher();
  const mailApi = await serveCaughtMail(catcher);
  process.env.E2E_MAIL_API = mailApi.url;
  // The mentor-vetting specs sign this address up and use it as the admin (docs/product.md#11-fix
  // "Mentor vetting": admins are bootstrapped from ADMIN_EMAILS). The server and the
  // workers both inherit it from here.
  process.env.ADMIN_EMAILS ??= 'admin@e2e.example.com';
  // A local OpenID Connect provider stands in for Google (tests/account-oauth.spec.ts);
  // LinkedIn stays unconfigured, so its button is not shown.
  const oidc = await startOidcProvider({ appUrl: `http://localhost:${port}` });
  for (const name of ['GOOGLE_ISSUER', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']) {
    process.env[name] = oidc.env[name];
  }
  let server;
  try {
    server = await startAppServer({
      port,
      smtpPort: catcher.port,
      logFile: path.join(outputRoot, 'server.log'),
    });
  } catch (err) {
    await mailApi.close();
    await catcher.close();
    await oidc.close();
    throw err;
  }
  process.env.E2E_DATA_DIR = server.dataDir;
  console.log(
    `e2e: server ready at ${server.url} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(log: ${path.relative(repoRoot, path.join(outputRoot, 'server.log'))}), ` +
      `SMTP catcher on port ${catcher.port}`,
  );
  return async () => {
    const stopping = Date.now();
    await server.stop();
    await mailApi.close();
    await catcher.close();
    await oidc.close();
    console.log(`e2e: server stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  };
}
