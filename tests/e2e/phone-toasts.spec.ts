import { expect, test, type Locator } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';

test.slow();

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
};

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    // Issue #17, item 4: the favorites stack and the default stack never overlap.
    test(`a queue toast and a favorites toast stack without overlapping (${name})`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/naat/2');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
      // Time stands still from here, so both toasts are still there to measure on a slow machine.
      // (pauseAt jumps the page clock to that moment, firing every timer due before it: keep the jump short.
      // The moment is read from the page's own clock: the test's Date.now() may already be behind it.)
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
      const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      await page.getByRole('button', { name: 'Add to Queue' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).click();
      const queued = page.getByRole('status').filter({ hasText: `Added "${title}" to queue` });
      const favorite = page.getByRole('status').filter({ hasText: `Added to favorites: ${title}` });
      await expect(queued).toBeVisible();
      await expect(favorite).toBeVisible();
      await shot(page, `toasts-${name}`);
      const upper = await box(queued);
      const lower = await box(favorite);
      expect(lower.y).toBeGreaterThanOrEqual(upper.y + upper.height);
    });
  });
}
