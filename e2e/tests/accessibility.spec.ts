import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { AUDITED_PAGES } from '../support/pages.ts';

/**
 * WCAG 2.2 AA with axe at 1280 px (desktop project) and 390 px (mobile project): no serious
 * or critical violation (docs/product.md#1212-accessible "Accessible").
 */
test.describe('accessibility', { tag: '@responsive' }, () => {
  for (const audited of AUDITED_PAGES) {
    test(`${audited.path} has no serious axe violation`, async ({ page, createUser, signIn }) => {
      if (audited.signedIn) await signIn(page, await createUser({}, { stage: 'mentee' }));
      await page.goto(audited.path);
      await expect(audited.ready(page).first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === audited.path.split('?')[0]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
