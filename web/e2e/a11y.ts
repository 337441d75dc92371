/** The one axe-core scan every spec uses, and the one assertion on its findings. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
export async function seriousA11yViolations(page: Page, include?: string, skipFrames = false) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  // A sandboxed frame without scripts (the e-mail preview) can't run axe, and axe waits for it.
  if (skipFrames) builder.options({ iframes: false }).exclude('iframe[sandbox]');
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Fails with the rule id, impact and targets of every serious or critical axe-core violation;
 * `label` says which state of the page was scanned when one test scans several, `include`
 * scopes the scan to one selector.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { label, include, skipFrames }: { label?: string; include?: string; skipFrames?: boolean } = {},
): Promise<void> {
  const serious = (await seriousA11yViolations(page, include, skipFrames)).map(
    (violation) =>
      `${label ? `${label}: ` : ''}${violation.id} (${violation.impact}) → ` +
      violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(' | '),
  );
  expect(serious).toEqual([]);
}
