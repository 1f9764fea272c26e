/**
 * The flows written once in tests/shared for both engines, run here in Chromium; the WebKit suite
 * (tests/webkit/webkit.test.ts) runs the same ones through WebDriver.
 */
import { test } from '@playwright/test';
import { catalogueNaat, firstNaatOnReciterPageOf } from '../shared/catalogue';
import {
  browseHomeReciterAndNaat,
  downloadANaat,
  nextAndPreviousThroughTheQueue,
  playPauseResumeAndSeek,
  queueAndFavoriteSurviveAReload,
} from '../shared/listener';
import { PlaywrightListener } from '../shared/playwrightListener';

test('shared flow: home, a reciter page and a click through to a naat page', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts sets a baseURL');
  await browseHomeReciterAndNaat(new PlaywrightListener(page), await firstNaatOnReciterPageOf(baseURL, 1));
});

test('shared flow: a naat plays, pauses, resumes and seeks while playing, and plays on', async ({ page }) => {
  await playPauseResumeAndSeek(new PlaywrightListener(page), 2);
});

test('shared flow: next and previous move through the queue and are disabled at its ends', async ({
  page,
}) => {
  await nextAndPreviousThroughTheQueue(new PlaywrightListener(page), 3, 4);
});

test('shared flow: the queue and a favorite are kept across a reload', async ({ page }) => {
  await queueAndFavoriteSurviveAReload(new PlaywrightListener(page), 5);
});

test.describe('with the service worker', () => {
  // The other specs keep the worker out of the way of page.route mocks (playwright.config.ts); offline
  // use of a download needs it, so the shared download step runs with it as WebKit's does.
  test.use({ serviceWorkers: 'allow' });

  test('shared flow: a naat downloaded from its page is cached and listed on the Downloads page', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('playwright.config.ts sets a baseURL');
    const listener = new PlaywrightListener(page);
    await listener.controlledVisit('/');
    await downloadANaat(listener, await catalogueNaat(baseURL, 6));
  });
});
