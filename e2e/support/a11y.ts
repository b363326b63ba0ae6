import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets we hold every page to (docs/product.md#1212-accessible "Accessible"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A serious or critical violation, as much of it as a failure message shows. */
interface SeriousViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  count: number;
}

/**
 * Run axe on `page` once its finite animations have ended (a fade-in caught halfway reads as
 * low contrast: the home page's testimonials did, once in some eight runs) and fail with a
 * readable list when it finds a serious or critical violation (minor and moderate ones are
 * reported by axe but do not fail).
 *
 * axe-core is injected into the document once and kept there: later checks of the same
 * document (a dialog opened, a tab chosen, a client-side navigation) call `axe.run` directly.
 * @axe-core/playwright injected it again for every check, about 0.2–0.4 s each on this machine
 * (docs/performance.md, "The test suite"). The checks cover the top document only; no page of
 * ours has a cross-origin frame. Only the violations' nodes come back (`resultTypes`).
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const serious = await page.evaluate(async (tags): Promise<SeriousViolation[]> => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        count: v.nodes.length,
      }));
  }, WCAG_TAGS);
  const summary = serious.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) on ${v.count} element(s): ${v.targets.join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
