import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE } from './helpers/phone';
import { api, biggestReciter, reciterAudios, type ApiNaat } from './helpers/screens';

// Measured layout on a phone and a desktop: home rows, list rows, the reciter header, scrolling to the list
// and the sort of a reciter's naats.

// Many boxes measured one by one: a loaded machine needs more than the default 30 s.
test.slow();

const DESKTOP = { width: 1280, height: 800 } as const;
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/layout-shots';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false, timeout: 5000 }).catch(() => undefined);

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
};

/** Rows of a list's items: how many items share each top edge, top to bottom. */
async function rowSizes(list: Locator): Promise<number[]> {
  const tops = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top) ?? 0);
}

/** Where an element's text sits inside its box: gaps left and right of the laid-out text, in px. */
const textGaps = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const outer = node.getBoundingClientRect();
    return { left: text.left - outer.left, right: outer.right - text.right, dir: node.getAttribute('dir') };
  });

/** The top of the letter strip's toolbar relative to the bottom of the sticky header. */
const toolbarBelowHeader = async (page: Page) => {
  const header = await box(page.locator('.site-header'));
  const toolbar = await box(page.getByRole('group', { name: 'Filter by first letter' }));
  return Math.round(toolbar.y - (header.y + header.height));
};

const reciterList = (page: Page, name: string) =>
  page.getByRole('list', { name: `Naats by ${name}`, exact: true });

async function expectActionsSideBySide(card: Locator) {
  const buttons = card.locator('.naat-card-actions > button');
  const boxes = await Promise.all((await buttons.all()).map((button) => box(button)));
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < boxes.length; i += 1) {
    const [before, after] = [boxes[i - 1], boxes[i]];
    if (!before || !after) continue;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(2);
    expect(after.x).toBeGreaterThanOrEqual(before.x + before.width - 1);
  }
}

/** The Urdu title of a card: right to left, and its text against the right edge of its box. */
async function expectUrduRight(card: Locator) {
  const urdu = card.locator('.naat-card-urdu');
  const gaps = await textGaps(urdu);
  expect(gaps.dir).toBe('rtl');
  expect(Math.abs(gaps.right)).toBeLessThanOrEqual(2);
}

test.describe('desktop 1280x800', () => {
  test.use({ viewport: DESKTOP });

  test('home: each section of six fills its rows, no card alone on a row', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Popular Naats', 'Top Naat Khawans', 'Recent Naats']) {
      const list = page.getByRole('list', { name, exact: true });
      await list.scrollIntoViewIfNeeded();
      await expect(list.locator(':scope > li')).toHaveCount(6);
      const rows = await rowSizes(list);
      expect(rows.length, `${name}: rows ${rows.join('+')}`).toBeLessThanOrEqual(2);
      expect(new Set(rows).size, `${name}: rows ${rows.join('+')}`).toBe(1);
    }
    await page.getByRole('list', { name: 'Popular Naats', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'desktop-home');
  });

  test('reciter header: Play All and Download all side by side', async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const playAll = await box(page.getByRole('button', { name: 'Play All', exact: true }));
    const downloadAll = await box(page.getByRole('button', { name: 'Download all', exact: true }));
    expect(Math.abs(playAll.y + playAll.height / 2 - (downloadAll.y + downloadAll.height / 2))).toBeLessThan(
      4,
    );
    expect(downloadAll.x).toBeGreaterThan(playAll.x + playAll.width);
    await shot(page, 'desktop-reciter-header');
  });

  test('list rows: one line of at most 72 px, actions side by side, Urdu right as in the grid', async ({
    page,
    request,
  }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const list = reciterList(page, reciter.name);
    await expect(list.getByRole('article')).toHaveCount(15);
    const gridCard = list
      .getByRole('article')
      .filter({ has: page.locator('.naat-card-urdu') })
      .first();
    await expectUrduRight(gridCard);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(list).toHaveClass(/naat-list-list/);
    const cards = await list.getByRole('article').all();
    for (const card of cards) {
      const row = await box(card);
      expect(row.height, 'list row height').toBeLessThanOrEqual(72);
      await expectActionsSideBySide(card);
      // One line: the Urdu title sits beside the English one, not under it.
      const title = await box(card.locator('.naat-card-title'));
      const urdu = card.locator('.naat-card-urdu');
      if ((await urdu.count()) > 0) {
        const urduBox = await box(urdu);
        expect(urduBox.x).toBeGreaterThan(title.x + title.width - 1);
        await expectUrduRight(card);
      }
    }
    await list.scrollIntoViewIfNeeded();
    await shot(page, 'desktop-reciter-list');
  });
});

test.describe('phone 375x667', () => {
  test.use({ viewport: PHONE });

  test('home: sections of six in full rows; reciter header buttons side by side', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    for (const name of ['Popular Naats', 'Top Naat Khawans', 'Recent Naats']) {
      const list = page.getByRole('list', { name, exact: true });
      await list.scrollIntoViewIfNeeded();
      await expect(list.locator(':scope > li')).toHaveCount(6);
      expect(new Set(await rowSizes(list)).size).toBe(1);
    }
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const playAll = await box(page.getByRole('button', { name: 'Play All', exact: true }));
    const downloadAll = await box(page.getByRole('button', { name: 'Download all', exact: true }));
    expect(Math.abs(playAll.y - downloadAll.y)).toBeLessThan(4);
    expect(downloadAll.x).toBeGreaterThan(playAll.x + playAll.width);
    expect(downloadAll.x + downloadAll.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-reciter-header');
  });

  test('list rows: actions side by side, Urdu aligned right as in the grid', async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const list = reciterList(page, reciter.name);
    await expect(list.getByRole('article')).toHaveCount(15);
    const withUrdu = list.getByRole('article').filter({ has: page.locator('.naat-card-urdu') });
    await expectUrduRight(withUrdu.first());
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(list).toHaveClass(/naat-list-list/);
    await expectUrduRight(withUrdu.first());
    for (const card of (await list.getByRole('article').all()).slice(0, 5)) {
      expect((await box(card)).height).toBeLessThanOrEqual(120);
      expect((await box(card)).width).toBeLessThanOrEqual(PHONE.width);
      await expectActionsSideBySide(card);
    }
    await withUrdu.first().scrollIntoViewIfNeeded();
    await shot(page, 'phone-reciter-list');
  });

  test('Next page and a letter scroll to the list, not to the top', async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    const second = await reciterAudios(request, reciter.id, 2);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const list = reciterList(page, reciter.name);
    await expect(list.getByRole('article')).toHaveCount(15);
    // The bio and header fill the phone's first screen: the list starts below it.
    expect(await toolbarBelowHeader(page)).toBeGreaterThan(PHONE.height / 2);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/page/2`);
    await expect(list.getByRole('article').first()).toContainText(second.data[0]?.title ?? '');
    await expect.poll(() => toolbarBelowHeader(page)).toBeLessThanOrEqual(24);
    expect(await toolbarBelowHeader(page)).toBeGreaterThanOrEqual(0);
    await expect(list.getByRole('article').first()).toBeInViewport();
    await shot(page, 'phone-after-next');

    const late = second.availableLetters.filter((letter) => /^[A-Z]$/.test(letter)).at(-1) ?? '';
    const strip = page.getByRole('group', { name: 'Filter by first letter' });
    await strip.getByRole('button', { name: late, exact: true }).click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/letter/${late}`);
    await expect.poll(() => toolbarBelowHeader(page)).toBeLessThanOrEqual(24);
    expect(await toolbarBelowHeader(page)).toBeGreaterThanOrEqual(0);
    const pressed = strip.getByRole('button', { name: late, exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('article').first()).toBeInViewport();
  });

  test('the pressed letter is in view in the one-row letter strip', async ({ page, request }) => {
    const reciter = await biggestReciter(request);
    const { availableLetters } = await reciterAudios(request, reciter.id, 1);
    // The last letter with naats sits past the right edge of the strip's one row.
    const late = availableLetters.filter((letter) => /^[A-Z]$/.test(letter)).at(-1) ?? '';
    expect(late > 'J', `letters ${availableLetters.join('')}`).toBe(true);
    await page.goto(`/naatkhawan/${reciter.id}/letter/${late}`);
    const list = reciterList(page, reciter.name);
    await expect(list.getByRole('article').first()).toBeVisible();
    const strip = page.getByRole('group', { name: 'Filter by first letter' });
    const pressed = strip.getByRole('button', { name: late, exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    const stripBox = await box(strip);
    const letterBox = await box(pressed);
    expect(letterBox.x).toBeGreaterThanOrEqual(stripBox.x - 1);
    expect(letterBox.x + letterBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
    await strip.scrollIntoViewIfNeeded();
    await shot(page, 'phone-letter-strip');
  });

  test("the sort of a reciter's naats is kept in the address through pages, letters and Back", async ({
    page,
    request,
  }) => {
    const reciter = await biggestReciter(request);
    const sorted = async (sort: string, pageNumber: number, initial?: string) =>
      (
        await api<{ data: ApiNaat[] }>(
          request,
          `/naatkhawans/${reciter.id}/audios?page=${pageNumber}&limit=15&sort=${sort}${initial ? `&initial=${initial}` : ''}`,
        )
      ).data.map((naat) => naat.title);
    await page.goto(`/naatkhawan/${reciter.id}`);
    const list = reciterList(page, reciter.name);
    const titles = list.getByRole('article').getByRole('heading');
    await expect(titles).toHaveCount(15);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('title');

    await sort.selectOption({ label: 'Most played' });
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}?sort=popular`);
    await expect(titles).toHaveText(await sorted('popular', 1));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/page/2?sort=popular`);
    await expect(titles).toHaveText(await sorted('popular', 2));

    await sort.selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}?sort=newest`);
    await expect(titles).toHaveText(await sorted('newest', 1));
    const letter = (await reciterAudios(request, reciter.id, 1)).availableLetters[0] ?? '';
    await page
      .getByRole('group', { name: 'Filter by first letter' })
      .getByRole('button', { name: letter, exact: true })
      .click();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/letter/${letter}?sort=newest`);
    await expect(titles).toHaveText(await sorted('newest', 1, letter));

    await page.goBack();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}?sort=newest`);
    await expect(sort).toHaveValue('newest');
    await page.goBack();
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/page/2?sort=popular`);
    await expect(sort).toHaveValue('popular');
    await expect(titles).toHaveText(await sorted('popular', 2));

    await page.goto(`/naatkhawan/${reciter.id}/page/2?sort=loudest`);
    await expect(page).toHaveURL(`/naatkhawan/${reciter.id}/page/2`);
    await expect(sort).toHaveValue('title');
  });
});
