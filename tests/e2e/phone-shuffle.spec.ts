import { expect, test } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer, openFullScreen } from './helpers/player';

test.use({ viewport: PHONE });
test.slow();
// The phone opens the full-screen player (a lazy chunk) for every Next and Previous: minutes on a loaded machine.
test.setTimeout(240_000);

// After Shuffle the queue shows the shuffled order, the playing naat marked, "Up next" after it.
test('Shuffle on /popular after Play All: the queue panel shows the play order, the playing naat then Up next', async ({
  page,
}) => {
  await page.goto('/popular');
  const main = page.getByRole('main');
  // Play All first puts the page in the queue in page order; the shuffle must then reorder it.
  await main.getByRole('button', { name: 'Play All' }).click();
  const bar = bottomPlayer(page);
  let fullScreen = await openFullScreen(page);
  await expect(fullScreen.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await main.getByRole('button', { name: 'Shuffle' }).click();
  fullScreen = await openFullScreen(page);
  await expect(fullScreen.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
  const title = (await fullScreen.locator('.fs-title').innerText()).trim();
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: /^Queue \(\d+\)$/ }).click();
  const panel = page.getByRole('dialog', { name: /^Queue/ });
  const rows = panel.getByRole('listitem');
  const current = panel.locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Now playing');
  // Previous is disabled because it is the first of the shuffled playlist: so it is the first queue row.
  await expect(rows.first()).toHaveAttribute('aria-current', 'true');
  await expect(rows.first()).toContainText(title);
  await expect(rows.nth(1)).toContainText('Up next');
  await expect(rows.nth(1)).toBeInViewport();
  await shot(page, 'shuffle-queue-phone');

  // Next plays the row marked Up next.
  const upNext = (await rows.nth(1).locator('.track-title').innerText()).trim();
  await page.keyboard.press('Escape');
  fullScreen = await openFullScreen(page);
  await fullScreen.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(fullScreen.getByRole('link', { name: upNext, exact: true })).toBeVisible();
});
