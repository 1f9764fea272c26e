import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer } from './helpers/player';

test.slow();

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
};

/** The toasts on screen that cover any of the controls (their boxes intersect). */
async function toastsOver(page: Page, controls: Locator[]): Promise<string[]> {
  const covering: string[] = [];
  const toasts = page.locator('.toast');
  for (let index = 0; index < (await toasts.count()); index += 1) {
    const toast = await box(toasts.nth(index));
    for (const control of controls) {
      const under = await box(control);
      const apart =
        toast.x >= under.x + under.width ||
        under.x >= toast.x + toast.width ||
        toast.y >= under.y + under.height ||
        under.y >= toast.y + toast.height;
      if (!apart) covering.push(`${await toasts.nth(index).innerText()} over ${await control.innerText()}`);
    }
  }
  return covering;
}

/**
 * Stops the page's clock so toasts stay up while they are measured. Called before any toast shows, so the jump
 * fires none of their timers; 1.5 s ahead so a busy machine's page clock has not passed it by the time it lands.
 */
const holdToasts = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1500));

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    // The favorites stack and the default stack never overlap.
    test(`a queue toast and a favorites toast stack without overlapping (${name})`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/naat/2');
      // The app's own button, not the heading: the server-rendered heading is there before React starts, and a
      // clock paused before React's lazy route shows would hold its Suspense reveal (a timer) for ever.
      await expect(page.getByRole('button', { name: 'Add to Queue' })).toBeVisible({ timeout: 45_000 });
      // Time stands still from here, so both toasts are still there to measure on a slow machine.
      await holdToasts(page);
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

    // A toast never lands on the control just pressed, nor on the page's main controls.
    test(`Play All and Shuffle on Popular stay uncovered by their toasts (${name})`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/popular');
      const playAll = page.getByRole('button', { name: 'Play All' });
      const shuffle = page.getByRole('button', { name: 'Shuffle' });
      await expect(playAll).toBeEnabled({ timeout: 45_000 });
      // The controls right under the sticky header, where the top toasts are.
      await playAll.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await holdToasts(page);
      await playAll.click();
      await expect(page.getByRole('status').filter({ hasText: 'Playing current page naats' })).toBeVisible();
      await shuffle.click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Shuffling current page naats' }),
      ).toBeVisible();
      await shot(page, `toasts-popular-${name}`);
      expect(await toastsOver(page, [playAll, shuffle])).toEqual([]);
    });

    test(`the queue panel's Play All and Clear queue stay uncovered by toasts (${name})`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/popular');
      const main = page.getByRole('main');
      const title = (await main.getByRole('heading', { level: 3 }).first().innerText()).trim();
      await page.getByRole('button', { name: `Play ${title}`, exact: true }).click();
      const queueButton = bottomPlayer(page).getByRole('button', { name: /^Queue \(\d+\)$/ });
      await expect(queueButton).toBeVisible({ timeout: 30_000 });
      // The panel's code loads once before the clock stops (a paused clock would hold React's Suspense).
      await queueButton.click();
      await page.getByRole('button', { name: 'Close queue' }).click();
      await expect(page.getByRole('button', { name: 'Close queue' })).toBeHidden();
      await holdToasts(page);
      const queueAdds = main.getByRole('button', { name: /^Add .* to queue$/ });
      await queueAdds.nth(1).click();
      await queueAdds.nth(2).click();
      await expect(page.getByRole('status').filter({ hasText: /(to|in) queue/ })).toHaveCount(2);
      await queueButton.click();
      const panel = page.getByRole('dialog', { name: /^Queue \(\d+\)$/ });
      const playAll = panel.getByRole('button', { name: 'Play All' });
      const clear = panel.getByRole('button', { name: 'Clear queue' });
      const close = panel.getByRole('button', { name: 'Close queue' });
      await expect(clear).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /(to|in) queue/ })).toHaveCount(2);
      await shot(page, `toasts-queue-panel-${name}`);
      expect(await toastsOver(page, [playAll, clear, close])).toEqual([]);
    });
  });
}
