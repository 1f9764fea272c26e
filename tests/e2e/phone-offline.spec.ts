import { expect, test } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer } from './helpers/player';
import { controlledVisit } from './helpers/serviceWorker';

// The worker answers the shell and the downloads offline; other specs keep it out of the way.
test.use({ viewport: PHONE, serviceWorkers: 'allow' });
test.slow();

// Offline, the banner leaves the phone's navigation free, and the radio and Shuffle play
// the downloaded naats instead of answering "Unable to load naats".
test('offline on the phone: the banner covers no navigation; the radio and Shuffle play downloads', async ({
  page,
  context,
  request,
}) => {
  const naat = ((await (await request.get('/api/audios/2')).json()) as { data: { title: string } }).data;
  await controlledVisit(page);
  await page.goto('/naat/2');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Download ${naat.title}` })
    .click();
  await expect(page.getByText(`Downloaded "${naat.title}" successfully!`)).toBeVisible();

  await context.setOffline(true);
  await page.goto('/');
  const banner = page.getByText('You are offline. Downloaded naats still play.');
  await expect(banner).toBeVisible();
  const bannerBox = await banner.boundingBox();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of await nav.getByRole('link').all()) {
    const linkBox = await link.boundingBox();
    if (!bannerBox || !linkBox) throw new Error('no box');
    const overlaps =
      bannerBox.y < linkBox.y + linkBox.height &&
      linkBox.y < bannerBox.y + bannerBox.height &&
      bannerBox.x < linkBox.x + linkBox.width &&
      linkBox.x < bannerBox.x + bannerBox.width;
    expect(overlaps).toBe(false);
  }
  await shot(page, 'offline-home-phone');

  await page.getByRole('button', { name: 'Start Listening' }).click();
  await expect(page.getByText('Starting Naats Radio with 1 naats')).toBeVisible();
  // The toast, not the home sections' own error state (which may show offline when the worker has not cached them).
  await expect(page.locator('.toast', { hasText: 'Unable to load naats. Please try again.' })).toHaveCount(0);
  await expect(bottomPlayer(page).getByText(naat.title, { exact: true })).toBeVisible();

  await page.goto('/popular');
  await page.getByRole('main').getByRole('button', { name: 'Shuffle' }).click();
  await expect(page.getByText('Shuffling downloaded naats (1 naats)')).toBeVisible();
  await expect(bottomPlayer(page).getByText(naat.title, { exact: true })).toBeVisible();
  await shot(page, 'offline-shuffle-phone');
});
