import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer, openFullScreen } from './helpers/player';

// On a phone: Play next on a card and on the naat page, the full-screen player's ±10 s buttons, and
// Home's Continue Listening row resuming a naat where it was left.
test.use({ viewport: PHONE, hasTouch: true });
test.slow();

/** The titles of the page's naat cards, once they are shown. */
async function cardTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(headings.nth(2)).toBeVisible();
  return (await headings.allInnerTexts()).map((text) => text.trim());
}

const elapsed = (player: Locator) => player.getByRole('timer', { name: 'Elapsed time' });

test('Play next on a card: a toast, and Next plays that naat', async ({ page }) => {
  await page.goto('/popular');
  const [first, , third] = await cardTitles(page);
  await page.getByRole('button', { name: `Play ${first ?? ''}`, exact: true }).click();
  await page.getByRole('button', { name: `Play next: ${third ?? ''}` }).click();
  await expect(page.getByText(`"${third ?? ''}" will play next`)).toBeVisible();
  await shot(page, 'play-next-card-phone');
  const fullScreen = await openFullScreen(page);
  await fullScreen.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(fullScreen.getByRole('link', { name: third, exact: true })).toBeVisible();
});

test('Play Next on the naat page puts the naat first in the queue', async ({ page }) => {
  await page.goto('/naat/2');
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('main').getByRole('button', { name: 'Play Next' }).click();
  await expect(page.getByText(`"${title}" will play next`)).toBeVisible();
  // Nothing was playing: the minimized button plays the queue, which starts with it.
  await page.getByRole('button', { name: 'Play queue (1)' }).click();
  await expect(bottomPlayer(page).getByText(title, { exact: true })).toBeVisible();
});

test('±10 s in the full-screen player; Continue Listening resumes a naat where it was left', async ({
  page,
}) => {
  await page.goto('/popular');
  const [first, second] = await cardTitles(page);
  await page.getByRole('button', { name: `Play ${first ?? ''}`, exact: true }).click();
  const fullScreen = await openFullScreen(page);
  await fullScreen.getByRole('button', { name: 'Pause' }).click();
  await fullScreen.getByRole('slider', { name: 'Seek' }).press('Home');
  await expect(elapsed(fullScreen)).toHaveText('0:00');
  for (let press = 0; press < 3; press += 1)
    await fullScreen.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect(elapsed(fullScreen)).toHaveText('0:30');
  await fullScreen.getByRole('button', { name: 'Back 10 seconds' }).click();
  await expect(elapsed(fullScreen)).toHaveText('0:20');
  await shot(page, 'full-screen-skip-phone');
  await fullScreen.getByRole('button', { name: 'Close full-screen player' }).click();

  // Another naat takes over; the first keeps its place on Home.
  await page.getByRole('button', { name: `Play ${second ?? ''}`, exact: true }).click();
  await expect(bottomPlayer(page).getByText(second ?? '', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const row = page.getByRole('region', { name: 'Continue Listening' });
  await expect(row.getByRole('progressbar', { name: `Listened to ${first ?? ''}` })).toHaveAttribute(
    'aria-valuetext',
    /^0:20 of \d+:\d\d$/,
  );
  await shot(page, 'continue-listening-phone');
  await row.getByRole('button', { name: `Resume ${first ?? ''}` }).click();
  const mini = bottomPlayer(page);
  await expect(mini.getByText(first ?? '', { exact: true })).toBeVisible();
  await expect(mini.getByRole('progressbar', { name: 'Playback progress' })).toHaveAttribute(
    'aria-valuetext',
    /^0:([2-9]\d) of /,
  );
});
