import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets we hold every page to (docs/product.md#1212-accessible "Accessible"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Run axe on `page` once its finite animations have ended (a fade-in caught halfway reads as
 * low contrast: the home page's testimonials did, once in some eight runs) and fail with a
 * readable list when it finds a serious or critical violation (minor and moderate ones are
 * reported by axe but do not fail).
 *
 * axe runs in the page itself (`setLegacyMode`: `axe.run` where the default runs each frame
 * apart and then merges the parts in a new blank page; no page of ours has a cross-origin
 * frame, which is all that mode gives up), and keeps only the violations' nodes
 * (`resultTypes`). Both only save time: the same rules run and find the same violations
 * (`options` comes first, as it replaces what `withTags` sets).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const summary = serious.map(
    (v) =>
      `${v.impact}: ${v.id} (${v.help}) on ${v.nodes.length} element(s): ` +
      v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', '),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
