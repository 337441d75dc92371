/** The one axe-core scan every spec uses; each spec formats the findings its own way. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits until finite animations (the page fade-in, dialogs, menus) have finished: axe measures
 * colour contrast on what is painted, and a half-faded element reads as low contrast.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Serious or critical axe-core violations once the page has settled, optionally within one selector. */
export async function seriousA11yViolations(page: Page, include?: string) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
