import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer, openFullScreen } from './helpers/player';
import { controlledVisit } from './helpers/serviceWorker';

test.use({ viewport: PHONE });
test.slow();

interface Line {
  start: number | null;
  text: string;
  roman?: string;
  translation?: string;
}
interface TimedNaat {
  id: number;
  title: string;
  lines: Line[];
}

/** The first naat (newest first) whose timed lyrics have a line holding 10 s and two lines after it. */
async function timedNaat(request: APIRequestContext, skip = 0): Promise<TimedNaat> {
  const { data } = (await (await request.get('/api/audios?limit=40')).json()) as {
    data: { data: { id: number; title: string }[] };
  };
  let found = 0;
  for (const naat of data.data) {
    const { data: lyrics } = (await (await request.get(`/api/audios/${naat.id}/lyrics`)).json()) as {
      data: { synced: boolean; lines: Line[] };
    };
    const at10 = lyricLineAt(lyrics.lines, 10_000);
    if (lyrics.synced && at10 >= 0 && at10 + 2 < lyrics.lines.length && found++ === skip)
      return { id: naat.id, title: naat.title, lines: lyrics.lines };
  }
  throw new Error('No naat with timed lyrics in the demo catalogue');
}

/** The line whose time window [its start, the next line's start) holds `ms`. */
function lyricLineAt(lines: Line[], ms: number): number {
  return lines.findLastIndex((line) => line.start !== null && line.start <= ms);
}

const elapsed = (player: Locator) => player.getByRole('timer', { name: 'Elapsed time' });
/** The elapsed time shown, in seconds. */
const elapsedSeconds = async (player: Locator) => {
  const [minutes, seconds] = (await elapsed(player).innerText()).split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

const marked = (scope: Locator) => scope.locator('[aria-current="true"]');

/** WCAG A/AA violations axe finds inside `selector`. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('the lyrics follow the recitation: a seek to 10 s marks its line, a tap on a later line plays from there', async ({
  page,
  request,
}) => {
  const naat = await timedNaat(request);
  const at10 = lyricLineAt(naat.lines, 10_000);
  const later = naat.lines[at10 + 2] as Line;

  await page.goto(`/naat/${naat.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Play Naat' }).click();
  await expect(bottomPlayer(page).getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 30_000 });

  // In the full-screen player: pause, back to the start, then 10 s ahead.
  const player = await openFullScreen(page);
  await player.getByRole('button', { name: 'Pause' }).click();
  await player.getByRole('slider', { name: 'Seek' }).press('Home');
  await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
  await expect(elapsed(player)).toHaveText('0:10');

  await player.getByRole('tab', { name: 'Lyrics' }).click();
  const panel = player.getByRole('tabpanel', { name: 'Lyrics' });
  const lines = panel.getByRole('list', { name: 'Lyrics' });
  await expect(lines.getByRole('button')).toHaveCount(naat.lines.length);
  await expect(marked(lines)).toHaveCount(1);
  await expect(lines.getByRole('button', { name: naat.lines[at10]?.text, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The marked line is inside the list's scrolled view.
  await expect(marked(lines)).toBeInViewport();
  // Transliteration and translation under each line, each with its toggle.
  await expect(panel.getByText(naat.lines[at10]?.translation ?? '', { exact: true })).toBeVisible();
  await shot(page, 'lyrics-player-phone');
  expect(await axeViolations(page, '.fs-panel')).toEqual([]);

  // A tap on a later line plays from its start.
  await lines.getByRole('button', { name: later.text, exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  // From the line's start on (it plays on meanwhile), not from where it was.
  const from = Math.floor((later.start ?? 0) / 1000);
  await expect.poll(() => elapsedSeconds(player)).toBeGreaterThanOrEqual(from);
  expect(await elapsedSeconds(player)).toBeLessThan(from + 5);
  await expect(lines.getByRole('button', { name: later.text, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // On the naat page too, with the translation toggled off.
  await player.getByRole('button', { name: 'Close full-screen player' }).click();
  const section = page.getByRole('region', { name: 'Lyrics' });
  await section.scrollIntoViewIfNeeded();
  const pageLines = section.getByRole('list', { name: 'Lyrics' });
  await expect(marked(pageLines)).toHaveCount(1);
  const translation = section.getByRole('button', { name: 'Translation' });
  await translation.click();
  await expect(translation).toHaveAttribute('aria-pressed', 'false');
  await expect(section.getByText(later.translation ?? '', { exact: true })).toHaveCount(0);
  await expect(section.getByText(later.roman ?? '', { exact: true })).toBeVisible();
  await shot(page, 'lyrics-naat-page-phone');
  expect(await axeViolations(page, '.naat-lyrics')).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a download, the naat page shows its timed lyrics offline', async ({
    page,
    context,
    request,
  }) => {
    const naat = await timedNaat(request, 1);
    await controlledVisit(page);
    await page.goto(`/naat/${naat.id}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Download ${naat.title}` })
      .click();
    await expect(page.getByText(`Downloaded "${naat.title}" successfully!`)).toBeVisible();
    // Only the download's own copy may answer: drop any answer of the lyrics call the worker kept.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys())
          if (request.url.includes('/lyrics')) await cache.delete(request);
      }
    });

    await context.setOffline(true);
    await page.goto(`/naat/${naat.id}`);
    await expect(page.getByText('You are offline. Downloaded naats still play.')).toBeVisible();
    const section = page.getByRole('region', { name: 'Lyrics' });
    await section.scrollIntoViewIfNeeded();
    const lines = section.getByRole('list', { name: 'Lyrics' });
    // Timed lines (buttons), with their translations: the lyrics saved with the download, not the plain text.
    await expect(lines.getByRole('button')).toHaveCount(naat.lines.length);
    for (const line of naat.lines) {
      await expect(lines.getByRole('button', { name: line.text, exact: true })).toBeVisible();
    }
    await expect(section.getByText(naat.lines[0]?.translation ?? '', { exact: true })).toBeVisible();
    await shot(page, 'lyrics-offline-phone');
  });
});
