import { expect, test } from '@playwright/test';
import { api, biggestReciter, popularPage, recentPage, reciterAudios, type ApiNaat } from './helpers/screens';

const naatCards = (page: import('@playwright/test').Page, list: string) =>
  page.getByRole('list', { name: list, exact: true }).getByRole('article');

test.describe('home', () => {
  test('shows the hero, three sections of six and the radio', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Naat Stream - Islamic Audio Streaming Platform');
    await expect(page.getByRole('link', { name: 'Naat Khawans', exact: true })).toHaveAttribute(
      'href',
      '/naatkhawans',
    );
    await expect(naatCards(page, 'Popular Naats')).toHaveCount(6);
    await expect(naatCards(page, 'Recent Naats')).toHaveCount(6);
    await expect(page.getByRole('list', { name: 'Top Naat Khawans' }).getByRole('listitem')).toHaveCount(6);
    for (const [name, href] of [
      ['View All Popular Naats', '/popular'],
      ['View All Top Naat Khawans', '/naatkhawans'],
      ['View All Recent Naats', '/recent'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await page.getByRole('button', { name: 'Start Listening' }).click();
    await expect(page.getByText('Starting Naats Radio with 20 naats')).toBeVisible();
    // Other tests' uploads (seconds of audio) may be in the radio: a press just as one ends is followed by
    // the next naat starting, so the press is repeated until the radio stays paused.
    await expect(async () => {
      const pause = page.getByRole('main').getByRole('button', { name: 'Pause', exact: true });
      if (await pause.isVisible()) await pause.click();
      await expect(page.getByRole('button', { name: 'Start Listening' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  });

  test('says it is loading until the sections arrive', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/audios/popular*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Loading Homepage...')).toBeVisible();
    release();
    await expect(naatCards(page, 'Popular Naats')).toHaveCount(6);
    await expect(page.getByText('Loading Homepage...')).toBeHidden();
  });

  test('header navigation marks the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Popular Naats' }).click();
    await expect(page).toHaveURL('/popular');
    await expect(nav.getByRole('link', { name: 'Popular Naats' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Naat Stream' })).toHaveAttribute('href', '/');
  });
});

test.describe('naat khawans', () => {
  test('lists every reciter by name with counts and switches layout', async ({ page, request }) => {
    const { data } = await api<{ data: { name: string; audioCount: number; urduName: string | null }[] }>(
      request,
      '/naatkhawans?sort=name',
    );
    await page.goto('/naatkhawans');
    const cards = page.getByRole('list', { name: 'Naat Khawans' }).getByRole('link');
    await expect(cards).toHaveCount(data.length);
    const first = data[0];
    if (!first) throw new Error('no reciters');
    await expect(cards.first()).toContainText(first.name);
    await expect(cards.first()).toContainText(`${first.audioCount} Naats`);
    if (first.urduName)
      await expect(cards.first().locator('[lang="ur"][dir="rtl"]')).toHaveText(first.urduName);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.reciter-list-list')).toBeVisible();
  });

  test('reciter page: breadcrumb, pages and the letter filter change the address and the list', async ({
    page,
    request,
  }) => {
    const reciter = await biggestReciter(request);
    expect(reciter.audioCount).toBeGreaterThan(30);
    const first = await reciterAudios(request, reciter.id, 1);
    const second = await reciterAudios(request, reciter.id, 2);

    await page.goto(`/naatkhawan/${reciter.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Naats by ${reciter.name}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Naat Khawans' })).toBeVisible();
    await expect(crumbs).toContainText(reciter.name);
    const list = naatCards(page, `Naats by ${reciter.name}`);
    await expect(list).toHaveCount(15);
    await expect(list.first()).toContainText(first.data[0]?.title ?? '');

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
      Math.min(5, first.pagination.totalPages),
    );
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/page/2`);
    await expect(list.first()).toContainText(second.data[0]?.title ?? '');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const letters = first.availableLetters;
    const letter = letters[0];
    if (!letter) throw new Error('no letters');
    const missing = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').find((candidate) => !letters.includes(candidate));
    const filter = page.getByRole('group', { name: 'Filter by first letter' });
    if (missing) await expect(filter.getByRole('button', { name: missing, exact: true })).toBeDisabled();
    await filter.getByRole('button', { name: letter, exact: true }).click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/letter/${letter}`);
    const filtered = await reciterAudios(request, reciter.id, 1, letter);
    await expect(list).toHaveCount(Math.min(15, filtered.pagination.total));
    for (const title of await list.getByRole('heading').allTextContents()) {
      expect(title.toUpperCase().startsWith(letter)).toBe(true);
    }
    await filter.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}`);
    await expect(list).toHaveCount(15);
  });

  test('reciter page: a letter or page that does not exist shows the first page', async ({
    page,
    request,
  }) => {
    const reciter = await biggestReciter(request);
    const { availableLetters } = await reciterAudios(request, reciter.id, 1);
    const missing = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
      .split('')
      .find((letter) => !availableLetters.includes(letter));
    if (missing) {
      await page.goto(`/naatkhawan/${reciter.id}/letter/${missing}`);
      await expect(page).toHaveURL(`/naatkhawan/${reciter.id}`);
    }
    await page.goto(`/naatkhawan/${reciter.id}/page/99`);
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}`);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('reciter page: Play All plays every naat of the reciter', async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    await page.getByRole('button', { name: 'Play All', exact: true }).click();
    await expect(page.getByText(`Playing all ${reciter.audioCount} naats`)).toBeVisible();
  });

  test('reciter page: 404, empty and error screens', async ({ page, request }) => {
    await page.goto('/naatkhawan/999999');
    await expect(page.getByRole('heading', { name: 'NaatKhawan Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Homepage' })).toBeVisible();

    const reciter = await biggestReciter(request);
    await page.route('**/api/naatkhawans/*/audios*', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: [],
          pagination: { page: 1, totalPages: 0, total: 0, hasNext: false, hasPrev: false },
          availableLetters: [],
        },
      }),
    );
    await page.goto(`/naatkhawan/${reciter.id}`);
    await expect(page.getByText('No audio files available for this NaatKhawan')).toBeVisible();
    await page.unrouteAll();

    await page.route(`**/api/naatkhawans/${reciter.id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, data: null, error: 'Database unavailable' } }),
    );
    await page.goto(`/naatkhawan/${reciter.id}`);
    await expect(page.getByRole('heading', { name: 'Unable to load NaatKhawan' })).toBeVisible();
    await expect(page.getByText('Database unavailable')).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: `Naats by ${reciter.name}` })).toBeVisible();
  });
});

test.describe('naat detail', () => {
  test('shows the naat and its actions', async ({ page, request }) => {
    const { data } = await popularPage(request, 1);
    const listed = data.find((naat) => naat.lyrics) ?? data[0];
    if (!listed) throw new Error('no naats');
    const { data: naat } = await api<{ data: ApiNaat }>(request, `/audios/${listed.id}`);
    await page.goto(`/naat/${naat.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(naat.title);
    const artist = page.locator('.naat-hero-artist').getByRole('link', { name: naat.naatKhawan.name });
    await expect(artist).toHaveAttribute('href', `/naatkhawan/${naat.naatKhawanId}`);
    await expect(page.getByText('Category')).toBeVisible();
    const minutes = Math.floor(naat.duration / 60);
    const seconds = String(Math.floor(naat.duration % 60)).padStart(2, '0');
    await expect(page.locator('.naat-facts')).toContainText(`Duration${minutes}:${seconds}`);
    await expect(page.locator('.naat-facts')).toContainText(`Plays${naat.playCount.toLocaleString('en-US')}`);
    await expect(page.getByText('Added')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this Naat' })).toBeVisible();
    if (naat.lyrics) {
      // The plain text, or the lyrics view once it has loaded: Urdu lines either way.
      const lyrics = page.getByRole('region', { name: 'Lyrics' }).locator('[lang="ur"]').first();
      await expect(lyrics).toHaveAttribute('dir', 'rtl');
      await expect(lyrics).toHaveAttribute('lang', 'ur');
    }

    await page.getByRole('button', { name: 'Play Naat' }).click();
    await expect(page.getByRole('button', { name: 'Now Playing' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Queue' }).click();
    await expect(page.getByText(`"${naat.title}" is already in queue`)).toBeVisible();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByText(`Added to favorites: ${naat.title}`)).toBeVisible();
    await page.getByRole('button', { name: 'Remove from favorites' }).click();
    await expect(page.getByText(`Removed from favorites: ${naat.title}`)).toBeVisible();
  });

  test('a missing naat shows the naat 404, a failure the error message', async ({ page }) => {
    await page.goto('/naat/999999');
    await expect(page.getByRole('heading', { name: 'Naat Not Found' })).toBeVisible();
    await page.goto('/naat/abc');
    await expect(page.getByRole('heading', { name: 'Naat Not Found' })).toBeVisible();
    await page.route('**/api/audios/1', (route) => route.fulfill({ status: 500, body: 'nope' }));
    await page.goto('/naat/1');
    await expect(page.getByRole('heading', { name: 'Naat not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('popular and recent', () => {
  test('popular: counts, pages by address with history replaced, pages beyond 7 ignored', async ({
    page,
    request,
  }) => {
    const first = await popularPage(request, 1);
    const total = Math.min(first.total, 100);
    const second = await popularPage(request, 2);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Popular Naats' }).click();
    await expect(page.getByText(`Showing 1-15 of ${total} Popular Naats`)).toBeVisible();
    const cards = naatCards(page, 'Popular Naats');
    await expect(cards).toHaveCount(15);
    await expect(cards.first()).toContainText(first.data[0]?.title ?? '');

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/popular/page/2');
    await expect(page.getByText(`Showing 16-30 of ${total} Popular Naats`)).toBeVisible();
    await expect(cards.first()).toContainText(second.data[0]?.title ?? '');
    await pager.getByRole('button', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/popular');
    // Page changes replaced history: Back leaves the popular list.
    await page.goBack();
    await expect(page).toHaveURL('/');

    await page.goto('/popular/page/7');
    await expect(page.getByText(`Showing 91-${total} of ${total} Popular Naats`)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 8' })).toHaveCount(0);
    await page.goto('/popular/page/8');
    await expect(page).toHaveURL('/popular');
    await expect(page.getByText(`Showing 1-15 of ${total} Popular Naats`)).toBeVisible();
  });

  test('popular: Play All and Shuffle act on the current page; grid and list', async ({ page }) => {
    await page.goto('/popular/page/2');
    await page.getByRole('button', { name: 'Play All', exact: true }).click();
    await expect(page.getByText('Playing current page naats (15 naats)')).toBeVisible();
    await page.getByRole('button', { name: 'Shuffle', exact: true }).click();
    await expect(page.getByText('Shuffling current page naats (15 naats)')).toBeVisible();
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.locator('.naat-list-list')).toBeVisible();
  });

  test('popular and recent: empty states', async ({ page }) => {
    const empty = { success: true, data: [], total: 0 };
    await page.route('**/api/audios/popular*', (route) => route.fulfill({ json: empty }));
    await page.route('**/api/audios/recent*', (route) => route.fulfill({ json: empty }));
    await page.goto('/popular');
    await expect(page.getByRole('heading', { name: 'No Popular Naats Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Play All', exact: true }).click();
    await expect(page.getByText('No naats available to play')).toBeVisible();
    await page.getByRole('button', { name: 'Shuffle', exact: true }).click();
    await expect(page.getByText('No naats available to shuffle')).toBeVisible();
    await page.goto('/recent');
    await expect(page.getByRole('heading', { name: 'No Recent Naats Found' })).toBeVisible();
    await expect(page.getByText('There are currently no recent naats to display.')).toBeVisible();
  });

  test('recent: loading text, counts and pages', async ({ page, request }) => {
    const first = await recentPage(request, 1);
    const total = Math.min(first.total, 100);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/audios/recent*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/recent');
    await expect(page.getByText('Loading Recent Naats...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Recent Naats', level: 1 })).toBeVisible();
    await expect(page.getByText(`Showing 1-15 of ${total} Recent Naats`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/recent/page/2');
    await expect(page.getByText(`Showing 16-30 of ${total} Recent Naats`)).toBeVisible();
    await page.goto('/recent/page/9');
    await expect(page).toHaveURL('/recent');
  });
});

test.describe('other pages', () => {
  test('the 404 page offers the homepage, search and suggestions', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
    const suggestions = page.getByRole('navigation', { name: 'Suggestions' });
    await expect(suggestions.getByRole('link', { name: 'Popular Naats' })).toHaveAttribute(
      'href',
      '/popular',
    );
    await expect(suggestions.getByRole('link', { name: 'Recent Naats' })).toHaveAttribute('href', '/recent');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('the privacy policy has its 13 sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated: October 4, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(13);
    await expect(page.getByText(/children under 13/)).toBeVisible();
    await expect(page.getByText(/IP anonymization/)).toBeVisible();
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.goto('/popular');
    await expect(naatCards(page, 'Popular Naats')).toHaveCount(15);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 3' })
      .click();
    await expect(page).toHaveURL('/popular/page/3');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('when a page chunk cannot load', () => {
    test.use({ serviceWorkers: 'block' });

    test('an error with Retry shows instead of a blank page', async ({ page }) => {
      await page.route('**/assets/PrivacyPolicyPage-*.js', (route) => route.abort());
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { name: 'Unable to load this page' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  });
});
