import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { biggestReciter, popularPage } from './helpers/screens';

/** The main pages and what shows each is ready. */
async function mainPages(request: import('@playwright/test').APIRequestContext) {
  const reciter = await biggestReciter(request);
  const naat = (await popularPage(request, 1)).data[0];
  if (!naat) throw new Error('no naats');
  return [
    { path: '/', ready: 'Popular Naats' },
    { path: '/naatkhawans', ready: 'Naat Khawans' },
    { path: `/naatkhawan/${reciter.id}`, ready: `Naats by ${reciter.name}` },
    { path: `/naat/${naat.id}`, ready: naat.title },
    { path: '/popular', ready: 'Popular Naats' },
    { path: '/recent', ready: 'Recent Naats' },
    { path: '/favorites', ready: 'No Favorite Naats Yet' },
    { path: '/search?q=ma', ready: 'Naats' },
    { path: '/privacy-policy', ready: 'Privacy Policy' },
    { path: '/missing-page', ready: 'Page Not Found' },
  ];
}

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ready, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Searching/ })).toHaveCount(0);
}

test('axe finds no WCAG A/AA violations on the main pages', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const { path, ready } of await mainPages(request)) {
    await open(page, path, ready);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = results.violations.map(
      (violation) =>
        `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);
  }
});

test('axe finds no violations in the open dialogs', async ({ page, request }) => {
  const naat = (await popularPage(request, 1)).data[0];
  if (!naat) throw new Error('no naats');
  await page.goto(`/naat/${naat.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this Naat' })).toBeVisible();
  let results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox').fill('ma');
  await expect(page.getByRole('region', { name: 'Naat suggestions' })).toBeVisible();
  results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test.describe('phone-sized window', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the main pages fit 375 px without sideways scrolling', async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const { path, ready } of await mainPages(request)) {
      await open(page, path, ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
    }
  });
});
