import { expect, test } from '../support/fixtures.ts';
import { AUDITED_PAGES } from '../support/pages.ts';

/** `"a x; b y z"` → `{ a: ['x'], b: ['y', 'z'] }`. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/**
 * The Content-Security-Policy is sent and the built app lives within it: scripts only from
 * our origin, no eval, no plugins, no framing. Inline styles
 * are allowed on purpose: Radix UI injects a <style> element (apps/server/src/app.ts).
 */
test.describe('content security policy', () => {
  test('every page is served with a strict CSP', async ({ request }) => {
    for (const audited of AUDITED_PAGES) {
      const res = await request.get(audited.path);
      expect(res.status(), audited.path).toBe(200);
      const csp = directives(res.headers()['content-security-policy'] ?? '');
      expect(csp['default-src'], audited.path).toEqual(["'self'"]);
      expect(csp['script-src'], audited.path).toEqual(["'self'"]);
      expect(csp['object-src'], audited.path).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], audited.path).toEqual(["'none'"]);
      expect(csp['connect-src'], audited.path).toEqual(["'self'"]);
      expect(Object.values(csp).flat(), audited.path).not.toContain("'unsafe-eval'");
    }
  });

  test('the app runs without a CSP violation', async ({ page, createUser, signIn }) => {
    // Collected in the page (the standard event) and from the console (Chromium's report).
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push(
          `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ` +
            `at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        ),
      );
    });
    const consoleReports: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
    });

    for (const audited of AUDITED_PAGES) {
      if (audited.signedIn) await signIn(page, await createUser({}, { stage: 'mentee' }));
      await page.goto(audited.path);
      await expect(audited.ready(page).first()).toBeVisible();
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, audited.path).toEqual([]);
    }
    expect(consoleReports).toEqual([]);
  });
});
