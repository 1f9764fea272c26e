import { expect, test, type Page } from '@playwright/test';
import { searchNaats, searchReciters } from './helpers/screens';

/** The search terms the page asked the naat search for, in order. */
function recordSearches(page: Page): string[] {
  const terms: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/audios' && url.searchParams.has('search')) {
      terms.push(url.searchParams.get('search') ?? '');
    }
  });
  return terms;
}

async function openOverlay(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('search overlay', () => {
  test('suggests after two characters, debounced, with at most 3 reciters and 5 naats', async ({
    page,
    request,
  }) => {
    const query = 'ma';
    const naats = await searchNaats(request, query, 5);
    const reciters = await searchReciters(request, query, 5);
    const terms = recordSearches(page);
    await page.goto('/');
    const dialog = await openOverlay(page);
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search for naats, naat khawans or albums...');
    await expect(dialog.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText([
      'Popular Naats',
      'Recent Naats',
    ]);

    await input.pressSequentially(query, { delay: 30 });
    const naatSuggestions = dialog.getByRole('region', { name: 'Naat suggestions' }).getByRole('link');
    await expect(naatSuggestions).toHaveCount(Math.min(5, naats.data.total));
    await expect(
      dialog.getByRole('region', { name: 'NaatKhawan suggestions' }).getByRole('link'),
    ).toHaveCount(Math.min(3, reciters.data.total));
    await expect(dialog.locator('mark').first()).toBeVisible();
    // One character never searched, and the keystrokes typed quickly were debounced into one request.
    expect(terms).toEqual([query]);
  });

  test('a single character shows no suggestions; nothing found says so', async ({ page }) => {
    const terms = recordSearches(page);
    await page.goto('/');
    const dialog = await openOverlay(page);
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    await input.fill(' m ');
    await input.fill('zqxjv');
    await expect(dialog.getByText('No results found')).toBeVisible();
    await expect(dialog.getByText('Try different keywords')).toBeVisible();
    expect(terms).toEqual(['zqxjv']);
  });

  test('Enter opens the results page; an empty search does nothing; Escape closes and restores focus', async ({
    page,
  }) => {
    await page.goto('/popular');
    let dialog = await openOverlay(page);
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/popular');

    await input.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();

    dialog = await openOverlay(page);
    // Focus stays inside the overlay.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('  madina ');
    await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL('/search?q=madina');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for "madina"');
  });
});

test.describe('search page', () => {
  test('shows both sections with totals, highlights matches and loads more', async ({ page, request }) => {
    const q = 'a';
    const naats = await searchNaats(request, q);
    const reciters = await searchReciters(request, q);
    expect(naats.data.totalPages).toBeGreaterThan(1);
    await page.goto(`/search?q=${q}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for "${q}"`);
    const total = naats.data.total + reciters.data.total;
    await expect(
      page.getByText(
        `Found ${total} results: ${reciters.data.total} Naat Khawans and ${naats.data.total} Naats`,
      ),
    ).toBeVisible();

    const reciterSection = page.getByRole('region', { name: 'NaatKhawans' });
    await expect(reciterSection.getByRole('link').filter({ hasText: 'Naats' })).toHaveCount(
      Math.min(20, reciters.data.total),
    );
    const naatSection = page.getByRole('region', { name: 'Naats', exact: true });
    const cards = naatSection.getByRole('article');
    await expect(cards).toHaveCount(20);
    await expect(cards.first().locator('mark').first()).toHaveText(/^a$/i);

    await naatSection.getByRole('button', { name: 'Load More Naats' }).click();
    await expect(cards).toHaveCount(Math.min(40, naats.data.total));
    // The first page stays; the next page is appended under it.
    await expect(cards.first()).toContainText(naats.data.data[0]?.title ?? '');

    // A new query starts again at page 1.
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await search.fill('e');
    await search.press('Enter');
    await expect(page).toHaveURL('/search?q=e');
    await expect(cards).toHaveCount(20);
  });

  test('matches Urdu letter variants and diacritics, highlighting the original spelling', async ({
    page,
    request,
  }) => {
    // Typed with Arabic kaf (ك); the catalogue writes Urdu keheh (ک).
    const arabicQuery = 'كرم';
    const urduSpelling = 'کرم';
    const naats = await searchNaats(request, arabicQuery);
    expect(naats.data.total).toBeGreaterThan(0);
    await page.goto(`/search?q=${encodeURIComponent(arabicQuery)}`);
    const naatSection = page.getByRole('region', { name: 'Naats', exact: true });
    const firstUrdu = naatSection.getByRole('article').first().locator('[lang="ur"]');
    await expect(firstUrdu).toHaveAttribute('dir', 'rtl');
    await expect(firstUrdu.locator('mark')).toHaveText(urduSpelling);
  });

  test('empty results and failures', async ({ page }) => {
    await page.goto('/search?q=zqxjv');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText('Try different or shorter keywords.')).toBeVisible();

    await page.route('**/api/audios?*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/search?q=madina');
    await expect(page.getByRole('alert')).toContainText('Search failed');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Naats', exact: true })).toBeVisible();
  });

  test('shows the searching indicator while busy', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/audios?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=madina');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "madina" – searching...');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for "madina"');
  });
});
