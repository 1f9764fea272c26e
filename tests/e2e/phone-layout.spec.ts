import { expect, test, type Page } from '@playwright/test';
import { coveredByMinimizedPlayer, layoutProblems, toastsOverBars } from './helpers/layout';
import { biggestReciter, popularPage } from './helpers/screens';

/*
 * Every public route, in grid and list view where it has both, on the two common phone widths with touch:
 * nothing scrolls sideways, no control is cut by its card or the screen, the minimized player button covers
 * nothing at the end of a page, and toasts stay off the header, the tab bar and the player. Screenshots go to
 * test-results/phone-layout (for a person; never compared).
 */
test.slow();
test.setTimeout(240_000);

const WIDTHS = [360, 390] as const;

async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Searching/ })).toHaveCount(0);
}

async function check(page: Page, label: string) {
  await page
    .screenshot({ path: `test-results/phone-layout/${label}.png`, timeout: 5000 })
    .catch(() => undefined);
  expect(await layoutProblems(page), label).toEqual([]);
  expect(await coveredByMinimizedPlayer(page), label).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`${String(width)} px touch phone`, () => {
    test.use({ viewport: { width, height: 780 }, hasTouch: true, isMobile: true });

    test('every route and view fits the screen, with no control cut', async ({ page, request }) => {
      const reciter = await biggestReciter(request);
      const naat = (await popularPage(request, 1)).data[0];
      if (!naat) throw new Error('no naats');

      // A favorite and a download, so their pages show rows rather than their empty states.
      await page.goto(`/naat/${naat.id}`);
      await ready(page);
      await page
        .getByRole('main')
        .getByRole('button', { name: /to favorites$/ })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Download/ })
        .first()
        .click();
      await expect(page.getByText(`Downloaded "${naat.title}" successfully!`)).toBeVisible({
        timeout: 30_000,
      });

      const withViews = [
        '/',
        '/popular',
        '/recent',
        '/naatkhawans',
        `/naatkhawan/${reciter.id}`,
        '/search?q=ma',
      ];
      for (const path of withViews) {
        await page.goto(path);
        await ready(page);
        const tag = `${String(width)}${path.replace(/\W+/g, '-')}`;
        await check(page, `${tag}-grid`);
        const listView = page.getByRole('button', { name: 'List view' });
        if ((await listView.count()) > 0) {
          await listView.first().click();
          await check(page, `${tag}-list`);
          // The layout is remembered: put it back for the next page.
          await page.getByRole('button', { name: 'Grid view' }).first().click();
        }
      }
      for (const path of [
        `/naat/${naat.id}`,
        '/favorites',
        '/downloads',
        '/privacy-policy',
        '/missing-page',
      ]) {
        await page.goto(path);
        await ready(page);
        await check(page, `${String(width)}${path.replace(/\W+/g, '-')}`);
      }
    });

    test('toasts stay off the header, the tab bar and the player', async ({ page }) => {
      await page.goto('/popular');
      await ready(page);
      const main = page.getByRole('main');
      await main
        .getByRole('button', { name: /^Play / })
        .first()
        .click();
      await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
      const adds = main.getByRole('button', { name: /^Add .* to queue$/ });
      for (const index of [1, 2, 3, 4]) await adds.nth(index).click();
      await main
        .getByRole('button', { name: /^Add .* to favorites$/ })
        .first()
        .click();
      await expect(page.locator('.toast:visible').first()).toBeVisible();
      // The stacks are placed by a chunk the first press loads: they settle off the bars within a moment.
      await expect.poll(() => toastsOverBars(page)).toEqual([]);
      await page
        .screenshot({ path: `test-results/phone-layout/${String(width)}-toasts.png`, timeout: 5000 })
        .catch(() => undefined);
    });
  });
}
