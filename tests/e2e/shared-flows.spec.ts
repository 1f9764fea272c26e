/**
 * The flows written once in tests/shared for both engines, run here in Chromium; the WebKit suite
 * (tests/webkit/webkit.test.ts) runs the same ones through WebDriver.
 */
import { test } from '@playwright/test';
import { playPauseResumeAndSeek } from '../shared/listener';
import { PlaywrightListener } from '../shared/playwrightListener';

test('shared flow: a naat plays, pauses, resumes and seeks while playing, and plays on', async ({ page }) => {
  await playPauseResumeAndSeek(new PlaywrightListener(page), 2);
});
