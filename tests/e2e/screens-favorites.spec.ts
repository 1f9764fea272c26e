import { expect, test, type Page } from '@playwright/test';
import { popularPage } from './helpers/screens';

/** Favorites the first `count` popular naats by clicking their heart buttons (the way a listener does). */
async function seedFavorites(page: Page, count: number) {
  await page.goto('/popular');
  const hearts = page.getByRole('button', { name: /^Add .+ to favorites$/ });
  await expect(hearts).toHaveCount(15);
  for (let index = 0; index < Math.min(count, 15); index += 1) await hearts.first().click();
  if (count > 15) {
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL('/popular/page/2');
    await expect(hearts).toHaveCount(15);
    for (let index = 15; index < count; index += 1) await hearts.first().click();
  }
  await expect(page.getByText('Added to favorites').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Favorites' }).click();
  await expect(page.getByRole('heading', { name: 'My Favorites' })).toBeVisible();
}

test('favorites page: empty state', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'My Favorites', level: 1 })).toBeVisible();
  await expect(page.getByText('No Favorite Naats', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Favorite Naats Yet' })).toBeVisible();
  await expect(page.getByText(/Tap the heart icon/)).toBeVisible();
  await page.getByRole('link', { name: 'Browse Popular Naats' }).click();
  await expect(page).toHaveURL('/popular');
});

test('favorites page: counts, pages, items per page, play, shuffle and clear all', async ({
  page,
  request,
}) => {
  // Seventeen favorites, two pages, a page size, Play All, Shuffle, a removal and Clear All: 25-30 s on two
  // shared cores, so more than one page's worth of steps.
  test.setTimeout(60_000);
  const { data } = await popularPage(request, 1);
  await seedFavorites(page, 17);
  await expect(page.getByText('Showing 1-15 of 17 Favorite Naats')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Favorite Naats' }).getByRole('article');
  await expect(cards).toHaveCount(15);
  // Newest favorite first: the 17th one added leads, the first popular naat comes last.
  await expect(cards.first()).not.toContainText(data[0]?.title ?? '');

  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 16-17 of 17 Favorite Naats')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(cards.last()).toContainText(data[0]?.title ?? '');

  const perPage = page.getByLabel('Items per page');
  await expect(perPage).toHaveValue('15');
  await expect(perPage.locator('option')).toHaveText(['10', '15', '20', '30', '50']);
  await perPage.selectOption('10');
  await expect(page.getByText('Showing 1-10 of 17 Favorite Naats')).toBeVisible();
  await expect(cards).toHaveCount(10);

  await page.getByRole('main').getByRole('button', { name: 'Play All', exact: true }).click();
  await expect(page.getByText('Playing all favorites (17 naats)')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Shuffle', exact: true }).click();
  await expect(page.getByText('Shuffling favorites (17 naats)')).toBeVisible();

  await page
    .getByRole('list', { name: 'Favorite Naats' })
    .getByRole('button', { name: /^Remove .+ from favorites$/ })
    .first()
    .click();
  await expect(page.getByText('Showing 1-10 of 16 Favorite Naats')).toBeVisible();

  const clearAll = page.getByRole('button', { name: 'Clear All' });
  await clearAll.click();
  const dialog = page.getByRole('dialog', { name: 'Clear All Favorites' });
  await expect(dialog).toContainText(
    'Are you sure you want to remove all favorites? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(clearAll).toBeFocused();
  await expect(cards).toHaveCount(10);

  await clearAll.click();
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('All favorites cleared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Favorite Naats Yet' })).toBeVisible();
  await expect(page.getByText('No Favorite Naats', { exact: true })).toBeVisible();
});

test.describe('share dialog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the naat link, keeps focus inside and closes on Escape', async ({
    page,
    baseURL,
    request,
  }) => {
    const naat = (await popularPage(request, 1)).data[0];
    if (!naat) throw new Error('no naats');
    await page.goto(`/naat/${naat.id}`);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share this Naat' });
    await expect(dialog).toBeVisible();
    for (const service of ['WhatsApp', 'Facebook', 'Twitter', 'Telegram', 'LinkedIn', 'Email']) {
      await expect(dialog.getByRole('button', { name: service })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/naat/${naat.id}`);
    // The indicator goes back by itself (after 2 s).
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible();

    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('a service opens a 600x400 window; the dialog stays, with no claim that anything was shared', async ({
    page,
    request,
  }) => {
    const naat = (await popularPage(request, 1)).data[0];
    if (!naat) throw new Error('no naats');
    await page.context().route(/facebook\.com/, (route) => route.fulfill({ body: 'shared' }));
    await page.goto(`/naat/${naat.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this Naat' });
    const popup = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Facebook' }).click();
    const opened = await popup;
    expect(opened.url()).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    expect(opened.viewportSize()).toEqual({ width: 600, height: 400 });
    // A window opening is not a share: the listener may close it unsent.
    await expect(dialog.getByText('Shared successfully!')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});
