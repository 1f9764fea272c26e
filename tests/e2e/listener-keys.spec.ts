import { expect, test, type Locator, type Page } from '@playwright/test';
import { bottomPlayer, savedKey } from './helpers/player';

// On a desktop (1280x800, the config's viewport): Space plays and pauses, the arrows jump 10 s,
// both outside text fields and other widgets; the bar's ±10 s buttons; speed and repeat after a reload.
test.slow();

const elapsed = (player: Locator) => player.getByRole('timer', { name: 'Elapsed time' });

/** Plays the first naat of /popular (a page taller than the screen) and pauses it at 0:00. */
async function pausedAtStart(page: Page): Promise<Locator> {
  await page.goto('/popular');
  const title = (await page.getByRole('main').getByRole('heading', { level: 3 }).first().innerText()).trim();
  await page.getByRole('button', { name: `Play ${title}`, exact: true }).click();
  const bar = bottomPlayer(page);
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // The seek bar's own Home key: a known position to count from.
  await bar.getByRole('slider', { name: 'Seek' }).press('Home');
  await expect(elapsed(bar)).toHaveText('0:00');
  return bar;
}

const blur = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });

test('Space plays and pauses without scrolling; the arrows jump 10 s; text fields keep their keys', async ({
  page,
}) => {
  const bar = await pausedAtStart(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  await blur(page);

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(elapsed(bar)).toHaveText('0:20');
  await page.keyboard.press('ArrowLeft');
  await expect(elapsed(bar)).toHaveText('0:10');

  await page.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const paused = await elapsed(bar).innerText();

  // Typing a space or moving the caret in the search box is only typing.
  await page.getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially('a b');
  await search.press('ArrowLeft');
  await expect(search).toHaveValue('a b');
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(elapsed(bar)).toHaveText(paused);
});

test('the bar skips 10 s back and forward; speed and repeat survive a reload', async ({ page }) => {
  const bar = await pausedAtStart(page);
  await bar.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await bar.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect(elapsed(bar)).toHaveText('0:20');
  await bar.getByRole('button', { name: 'Back 10 seconds' }).click();
  await expect(elapsed(bar)).toHaveText('0:10');
  await page.screenshot({ path: '/tmp/h17d-shots/desktop-bar.png' }).catch(() => undefined);

  await bar.getByRole('button', { name: 'Playback options' }).click();
  await bar.getByLabel('Speed').selectOption('1.5');
  await bar.getByRole('button', { name: 'Repeat: off' }).click();
  await expect(bar.getByRole('button', { name: 'Repeat: all' })).toBeVisible();

  await expect.poll(() => savedKey(page, 'playerSettings')).toEqual({ playbackRate: 1.5, repeat: 'all' });
  await page.reload();
  await bar.getByRole('button', { name: 'Playback options' }).click();
  await expect(bar.getByLabel('Speed')).toHaveValue('1.5');
  await expect(bar.getByRole('button', { name: 'Repeat: all' })).toBeVisible();
});
