import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer, playFirstPopular } from './helpers/player';

test.use({ viewport: PHONE, hasTouch: true });
test.slow();
// Each flow loads the player and plays audio several times: minutes on a loaded two-core machine.
test.setTimeout(240_000);

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
};

/** A finger dragged vertically over the element's middle (real touch events through the DevTools protocol). */
async function swipe(page: Page, target: Locator, dy: number): Promise<void> {
  const { x, y, width, height } = await box(target);
  const startX = x + width / 2;
  const startY = y + height / 2;
  const cdp = await page.context().newCDPSession(page);
  const point = (py: number) => [{ x: startX, y: py }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(startY) });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(startY + (dy * step) / 5),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// One compact row on the phone; tap or swipe up opens the full-screen player, swipe down
// closes it, and its heart, volume and download controls are on the first screen.
test('the phone mini-player is one row that opens and closes the full-screen player', async ({ page }) => {
  const title = await playFirstPopular(page);
  const mini = bottomPlayer(page);
  await expect(mini.getByText(title, { exact: true })).toBeVisible();
  await expect(mini.getByRole('progressbar', { name: 'Playback progress' })).toBeAttached();
  await expect(mini.getByRole('button', { name: /^Queue \(\d+\)$/ })).toBeVisible();
  const row = await box(mini);
  expect(row.height).toBeLessThanOrEqual(72);
  // It sits on the tab bar, not over it.
  const tabs = await box(page.getByRole('navigation', { name: 'Main' }));
  expect(row.y + row.height).toBeLessThanOrEqual(tabs.y + 1);
  await shot(page, 'mini-player-phone');

  const fullScreen = page.getByRole('dialog', { name: 'Now playing' });
  await mini.getByRole('button', { name: 'Open full-screen player' }).click();
  await expect(fullScreen).toBeVisible();
  for (const control of [
    fullScreen.getByRole('button', { name: /^(Add to|Remove from) favorites$/ }),
    fullScreen.getByRole('button', { name: /^(Mute|Unmute)$/ }),
    fullScreen.getByRole('button', { name: new RegExp(`^(Download ${title}|Downloaded: )`) }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await shot(page, 'full-screen-phone');

  await swipe(page, fullScreen.getByRole('button', { name: 'Close full-screen player' }), 200);
  await expect(fullScreen).toBeHidden();
  await swipe(page, mini.getByText(title, { exact: true }), -120);
  await expect(fullScreen).toBeVisible();
});

// Back closes what is open (full-screen player, queue panel, dialog, search) and stays on the page.
test('Back closes the full-screen player, the queue panel, a dialog and the search overlay', async ({
  page,
}) => {
  await playFirstPopular(page);
  const mini = bottomPlayer(page);

  await mini.getByRole('button', { name: 'Open full-screen player' }).click();
  await expect(page.getByRole('dialog', { name: 'Now playing' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Now playing' })).toBeHidden();
  await expect(page).toHaveURL(/\/popular$/);

  await mini.getByRole('button', { name: /^Queue \(\d+\)$/ }).click();
  await expect(page.getByRole('dialog', { name: /^Queue/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: /^Queue/ })).toBeHidden();
  await expect(page).toHaveURL(/\/popular$/);

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await expect(page).toHaveURL(/\/popular$/);

  await page.goto('/naat/1');
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this Naat' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Share this Naat' })).toBeHidden();
  await expect(page).toHaveURL(/\/naat\/1$/);

  // Closed with its own button, an overlay leaves no entry behind: Back then leaves the page as usual.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/popular$/);
});

// The minimized button keeps its own space at the end of the page and shows play/pause
// and progress while a naat plays.
test('the minimized player covers nothing and shows play/pause and progress', async ({ page }) => {
  await page.goto('/naat/1');
  await page.getByRole('main').getByRole('button', { name: 'Play Naat' }).click();
  const mini = bottomPlayer(page);
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });
  await mini.getByRole('button', { name: 'Open full-screen player' }).click();
  await page
    .getByRole('dialog', { name: 'Now playing' })
    .getByRole('button', { name: 'Minimize player' })
    .click();

  const minimized = page.getByRole('group', { name: 'Minimized player' });
  await expect(minimized.getByRole('button', { name: 'Show player' })).toBeVisible();
  await expect
    .poll(async () => Number(await minimized.getByRole('progressbar').getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  await minimized.getByRole('button', { name: 'Pause' }).click();
  await expect(minimized.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const share = await box(page.getByRole('main').getByRole('button', { name: 'Share' }));
  const button = await box(minimized);
  await shot(page, 'minimized-naat-phone');
  const overlaps =
    share.x < button.x + button.width &&
    button.x < share.x + share.width &&
    share.y < button.y + button.height &&
    button.y < share.y + share.height;
  expect(overlaps).toBe(false);
  // And the page's last text (the footer) ends above it.
  const footer = await box(page.getByRole('contentinfo'));
  expect(footer.y + footer.height).toBeLessThanOrEqual(button.y + 1);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('desktop keeps the full bottom player and the header navigation', async ({ page }) => {
    await playFirstPopular(page);
    const bar = bottomPlayer(page);
    await expect(bar.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(bar.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Popular Naats' }),
    ).toHaveAttribute('aria-current', 'page');
    await shot(page, 'bottom-player-desktop');
  });
});
