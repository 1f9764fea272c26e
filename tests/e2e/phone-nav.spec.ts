import { expect, test } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';

test.use({ viewport: PHONE });
test.slow();

const TABS = ['Home', 'NaatKhawans', 'Popular', 'Favorites', 'Downloads'];

// On the phone a bottom tab bar with all five tabs on screen, the page's tab highlighted
// on every page (reciter and naat pages belong to NaatKhawans, Recent to Popular).
test('the phone tab bar shows every tab and highlights the page’s own', async ({ page }) => {
  const pages: [string, string][] = [
    ['/', 'Home'],
    ['/naatkhawans', 'NaatKhawans'],
    ['/naatkhawan/1', 'NaatKhawans'],
    ['/naat/1', 'NaatKhawans'],
    ['/popular', 'Popular'],
    ['/recent', 'Popular'],
    ['/favorites', 'Favorites'],
    ['/downloads', 'Downloads'],
  ];
  for (const [path, tab] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of TABS)
      await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    // At the bottom of the screen.
    const bar = await nav.boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeGreaterThan(PHONE.height - 2);
  }
  await shot(page, 'tab-bar-phone');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Popular', exact: true })
    .click();
  await expect(page).toHaveURL(/\/popular$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Popular Naats' })).toBeVisible();
});
