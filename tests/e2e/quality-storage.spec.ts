import { expect, test } from '@playwright/test';

const NOTICE =
  'Your device storage is unavailable, so favorites and the queue will not be kept after you close the app.';

test.beforeEach(async ({ page }) => {
  // Storage refused the way private modes and locked-down profiles refuse it: opening any database throws.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
});

test('with IndexedDB failing, the app says so once and still plays a naat', async ({ page }) => {
  await page.goto('/naat/1');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.innerText()).trim();

  // A first visit has nothing saved to read: the notice comes with the first thing worth keeping, a play.
  await page.getByRole('button', { name: 'Play Naat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NOTICE })).toBeVisible();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(async () => (await player.getByRole('timer', { name: 'Elapsed time' }).textContent())?.trim(), {
      timeout: 15_000,
    })
    .not.toBe('0:00');

  // Favorites and the queue keep working for this visit, from memory.
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(page.getByRole('button', { name: 'Queue (1)' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(1);
});
