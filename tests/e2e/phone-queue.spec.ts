import { expect, test, type Page } from '@playwright/test';
import { shot } from './helpers/phone';
import { bottomPlayer, openFullScreen } from './helpers/player';
import { controlledVisit } from './helpers/serviceWorker';

// What the players say comes next is what plays: from several starting situations, the naat named "Up next"
// is the one Next plays, three times in a row, on a phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
// Each test walks a list three naats deep through the full-screen player: long on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The titles of the page's naat cards, once they are shown (a busy machine renders them slowly). */
async function cardTitles(page: Page): Promise<string[]> {
  const headings = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(headings.nth(4)).toBeVisible({ timeout: 30_000 });
  return (await headings.allInnerTexts()).map((text) => text.trim());
}

/** The nth naat card of the page (two reciters may sing one title, so cards are found by place). */
const card = (page: Page, index: number) => page.getByRole('main').getByRole('article').nth(index);

/** In the full-screen player: "Up next" names a naat, and Next plays exactly it, `times` times. */
async function nextPlaysUpNext(page: Page, from: string, times = 3): Promise<string[]> {
  const fullScreen = await openFullScreen(page);
  const upNext = fullScreen.getByTestId('up-next');
  await expect(upNext).toContainText(`Playing from ${from}`);
  const played: string[] = [];
  // "Repeat this naat": a naat that ends while the test reads and presses starts again instead of moving on
  // (a busy machine is slow); Next still moves to the next naat.
  const repeat = fullScreen.getByRole('button', { name: /^Repeat: / });
  for (
    let press = 0;
    press < 3 && (await repeat.getAttribute('aria-label')) !== 'Repeat: this naat';
    press += 1
  ) {
    await repeat.click();
  }
  await expect(repeat).toHaveAccessibleName('Repeat: this naat');
  for (let step = 0; step < times; step += 1) {
    const named = (await upNext.locator('.up-next-title').innerText()).trim();
    await fullScreen.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(fullScreen.locator('.fs-title')).toHaveText(named);
    played.push(named);
  }
  await fullScreen.getByRole('button', { name: 'Close full-screen player' }).click();
  return played;
}

/** The queue panel names the same naat as the full-screen player. */
async function queuePanelAgrees(page: Page): Promise<void> {
  await bottomPlayer(page)
    .getByRole('button', { name: /^Queue \(\d+\)$/ })
    .click();
  const panel = page.getByRole('dialog', { name: /^Queue/ });
  const named = (await panel.locator('.up-next-title').innerText()).trim();
  const rows = panel.getByRole('list', { name: 'Queue' }).getByRole('listitem');
  const marked = rows.filter({ hasText: 'Up next' });
  // Either the queue's own row says it, or the panel says the queue is not what plays.
  if ((await marked.count()) > 0) await expect(marked).toContainText(named);
  else await expect(panel.getByText(/^Next follows .*, not the queue below\./)).toBeVisible();
  await shot(page, `queue-panel-${named.replace(/\W+/g, '-')}`);
  await panel.getByRole('button', { name: 'Close queue' }).click();
}

test('a card on Popular with nothing queued', async ({ page }) => {
  await page.goto('/popular');
  const titles = await cardTitles(page);
  await card(page, 2)
    .getByRole('button', { name: `Play ${titles[2] ?? ''}`, exact: true })
    .click();
  await queuePanelAgrees(page);
  expect(await nextPlaysUpNext(page, 'Popular Naats')).toEqual(titles.slice(3, 6));
});

test('a card on Popular with two naats queued before', async ({ page }) => {
  await page.goto('/popular');
  const titles = await cardTitles(page);
  await card(page, 9)
    .getByRole('button', { name: /^Add .* to queue$/ })
    .click();
  await card(page, 10)
    .getByRole('button', { name: /^Add .* to queue$/ })
    .click();
  await card(page, 2)
    .getByRole('button', { name: `Play ${titles[2] ?? ''}`, exact: true })
    .click();
  await queuePanelAgrees(page);
  expect(await nextPlaysUpNext(page, 'Popular Naats')).toEqual(titles.slice(3, 6));
});

test('Play All on Popular, then after a reload', async ({ page }) => {
  await page.goto('/popular');
  const titles = await cardTitles(page);
  await page.getByRole('main').getByRole('button', { name: 'Play All' }).click();
  expect(await nextPlaysUpNext(page, 'Popular Naats')).toEqual(titles.slice(1, 4));
  await page.reload();
  await expect(bottomPlayer(page).getByText(titles[3] ?? '', { exact: true })).toBeVisible();
  expect(await nextPlaysUpNext(page, 'Popular Naats')).toEqual(titles.slice(4, 7));
});

test('the radio and the favorites', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Listening' }).click();
  await expect(page.getByText(/^Starting Naats Radio with \d+ naats$/)).toBeVisible();
  await nextPlaysUpNext(page, 'Naats Radio');

  await page.goto('/popular');
  const titles = await cardTitles(page);
  for (const index of [0, 1, 2, 3]) {
    await card(page, index)
      .getByRole('button', { name: /^Add .* to favorites$/ })
      .click();
  }
  await page.goto('/favorites');
  await page.getByRole('main').getByRole('button', { name: 'Play All' }).click();
  // Newest favorite first.
  expect(await nextPlaysUpNext(page, 'My Favorites')).toEqual([titles[2], titles[1], titles[0]]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('downloads offline: Up next skips what is not downloaded', async ({ page, context }) => {
    // Four downloads first: the longest of these tests.
    test.setTimeout(240_000);
    await controlledVisit(page);
    await page.goto('/popular');
    const titles = await cardTitles(page);
    for (const index of [0, 2, 4, 6]) {
      await card(page, index)
        .getByRole('button', { name: /^Download / })
        .click();
      await expect(page.getByText(`Downloaded "${titles[index] ?? ''}" successfully!`)).toBeVisible();
    }
    await context.setOffline(true);
    await page.goto('/downloads');
    await expect(page.getByText('You are offline. Downloaded naats still play.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Play All' }).click();
    // The newest download first.
    expect(await nextPlaysUpNext(page, 'Downloads')).toEqual([titles[4], titles[2], titles[0]]);

    // Popular's page, kept by the worker: its naats that are not downloaded are passed over.
    await page.goto('/popular');
    await card(page, 2)
      .getByRole('button', { name: `Play ${titles[2] ?? ''}`, exact: true })
      .click();
    expect(await nextPlaysUpNext(page, 'Popular Naats', 2)).toEqual([titles[4], titles[6]]);
    await openFullScreen(page);
    await expect(page.getByTestId('up-next')).toContainText('Nothing plays after this naat');
  });
});

test('a favorite tapped just before leaving the page is kept', async ({ page }) => {
  await page.goto('/popular');
  const titles = await cardTitles(page);
  for (const [index, title] of titles.slice(0, 3).entries()) {
    await card(page, index)
      .getByRole('button', { name: /^Add .* to favorites$/ })
      .click();
    // A full navigation at once: nothing waits for a debounce any more.
    await page.goto('/favorites');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3, name: title }).first(),
    ).toBeVisible();
    await page.goto('/popular');
  }
});
