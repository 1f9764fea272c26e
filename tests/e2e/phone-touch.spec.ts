import { expect, test, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer, openFullScreen, playFirstPopular } from './helpers/player';
import { biggestReciter, popularPage } from './helpers/screens';
import { iconContrast, smallTargetsOnPage, smallTargetsOnScreen } from './helpers/touchTargets';

// On a touch screen every control takes a 44x44 px finger; icons stand out 3:1.
test.slow();
test.setTimeout(180_000);

const TOUCH_PHONE = { viewport: PHONE, hasTouch: true, isMobile: true } as const;

test.describe('touch phone', () => {
  test.use(TOUCH_PHONE);

  test('every control of the home page takes a finger', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible({
      timeout: 45_000,
    });
    await shot(page, 'touch-home');
    expect(await smallTargetsOnPage(page)).toEqual([]);
  });

  test('every control of a reciter page (letters, cards, pages) takes a finger', async ({
    page,
    request,
  }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible({
      timeout: 45_000,
    });
    await shot(page, 'touch-reciter');
    expect(await smallTargetsOnPage(page)).toEqual([]);
    // The list view too: there a card's title link has only the room above the reciter link when no Urdu title
    // sits between them (some of this reciter's naats have none).
    await page.getByRole('button', { name: 'List view' }).click();
    await shot(page, 'touch-reciter-list');
    expect(await smallTargetsOnPage(page)).toEqual([]);
  });

  test('every control of a naat page takes a finger', async ({ page, request }) => {
    const naat = (await popularPage(request, 1)).data[0];
    if (!naat) throw new Error('no naats');
    await page.goto(`/naat/${naat.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
    expect(await smallTargetsOnPage(page)).toEqual([]);
  });

  test('every control of the players, the queue panel and a toast takes a finger', async ({ page }) => {
    await playFirstPopular(page);
    // Two more in the queue, so the panel has rows to remove; the toast of the last one stays to be measured.
    const queueAdds = page.getByRole('main').getByRole('button', { name: /^Add .* to queue$/ });
    await queueAdds.nth(1).click();
    await queueAdds.nth(2).click();
    const toast = page
      .getByRole('status')
      .filter({ hasText: /(to|in) queue/ })
      .last();
    await expect(toast).toBeVisible();
    // Hovering holds the toast open while it is measured.
    await toast.hover();
    expect(await smallTargetsOnScreen(page)).toEqual([]);
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();

    const fullScreen = await openFullScreen(page);
    await shot(page, 'touch-full-screen');
    // The dialog scrolls on a short phone: its tabs and lists are below the first screen.
    for (const top of [0, 300, 600, 10_000]) {
      await fullScreen.evaluate((element, y) => element.scrollTo(0, y), top);
      expect(await smallTargetsOnScreen(page)).toEqual([]);
    }
    await fullScreen.getByRole('button', { name: 'Close full-screen player' }).click();
    await expect(fullScreen).toBeHidden();

    await bottomPlayer(page)
      .getByRole('button', { name: /^Queue \(\d+\)$/ })
      .click();
    const panel = page.getByRole('dialog', { name: /^Queue \(\d+\)$/ });
    await expect(panel.getByRole('button', { name: 'Clear queue' })).toBeVisible();
    await shot(page, 'touch-queue-panel');
    expect(await smallTargetsOnScreen(page)).toEqual([]);
  });

  test('list rows stay as compact as with a mouse', async ({ page, browser }) => {
    const rowHeight = async (on: Page) => {
      await on.goto('/popular');
      await on.getByRole('button', { name: 'List view' }).click();
      const row = on.getByRole('main').locator('article').first();
      await expect(row).toBeVisible({ timeout: 45_000 });
      const box = await row.boundingBox();
      if (!box) throw new Error('no row');
      return box.height;
    };
    const mouse = await browser.newContext({ viewport: PHONE });
    const withMouse = await rowHeight(await mouse.newPage());
    await mouse.close();
    const withFinger = await rowHeight(page);
    await shot(page, 'touch-popular-list');
    expect(withFinger).toBeLessThanOrEqual(withMouse + 1);
  });

  test("the full-screen player's icons stand out at least 3:1", async ({ page }) => {
    await playFirstPopular(page);
    const fullScreen = await openFullScreen(page);
    const download = fullScreen.getByRole('button', { name: /^Download / });
    await expect(download).toBeVisible();
    expect(await iconContrast(download)).toBeGreaterThanOrEqual(3);
    for (const name of ['Add to favorites', 'Close full-screen player']) {
      expect(
        await iconContrast(fullScreen.getByRole('button', { name, exact: true })),
      ).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('touch tablet', () => {
  // A tablet held upright: the desktop header and the wide one-line list rows, with a finger.
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test("the header's links and a reciter's list rows take a finger", async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible({
      timeout: 45_000,
    });
    await shot(page, 'touch-tablet-reciter-list');
    expect(await smallTargetsOnPage(page)).toEqual([]);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the bottom player's download icon stands out at least 3:1", async ({ page }) => {
    await playFirstPopular(page);
    const download = bottomPlayer(page).getByRole('button', { name: /^Download / });
    await expect(download).toBeVisible();
    expect(await iconContrast(download)).toBeGreaterThanOrEqual(3);
  });

  test('a mouse keeps the compact desktop controls', async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const letter = page
      .getByRole('group', { name: /letter/i })
      .getByRole('button')
      .first();
    await expect(letter).toBeVisible({ timeout: 45_000 });
    const box = await letter.boundingBox();
    expect(box?.height).toBeLessThan(44);
  });
});
