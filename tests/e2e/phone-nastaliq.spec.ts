import { expect, test, type Page } from '@playwright/test';
import { PHONE, shot } from './helpers/phone';
import { bottomPlayer, openFullScreen } from './helpers/player';

test.slow();

/**
 * Urdu elements (and the boxes that clip them) whose content is taller than their box: with overflow hidden,
 * the dots below a Nastaliq line are cut ("پہ" reads "یہ").
 */
async function clippedUrdu(page: Page): Promise<string[]> {
  // Measured in Nastaliq itself, which arrives after the first paint (main.tsx).
  // (document.fonts.check would say true before its @font-face is there at all.)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Noto Nastaliq Urdu') && face.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[lang="ur"]')) {
      if (element.getClientRects().length === 0) continue;
      // The element itself and the two boxes around it, where a one-line clip may sit.
      let box: HTMLElement | null = element;
      for (let level = 0; box && level < 3; level += 1, box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowY === 'visible' && style.overflowX === 'visible') continue;
        // A scrolling list (the lyrics) cuts nothing: the reader scrolls to the rest.
        if (style.overflowY === 'auto' || style.overflowY === 'scroll') continue;
        if (box.scrollHeight > box.clientHeight + 0.5) {
          clipped.push(`${element.className || element.tagName}: ${box.scrollHeight} > ${box.clientHeight}`);
        }
      }
    }
    return clipped;
  });
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`no Urdu text is cut on the cards, in the player and in the search suggestions (${name})`, async ({
      page,
    }) => {
      await page.goto('/');
      // A loaded machine can take long to load the home page.
      await expect(page.locator('.naat-card-urdu').first()).toBeVisible({ timeout: 45_000 });
      expect(await clippedUrdu(page)).toEqual([]);

      await page.goto('/naat/1');
      await page.getByRole('button', { name: 'Play Naat' }).click();
      // The phone's one-row mini-player has no Urdu line; the full-screen player has.
      const player = name === 'phone' ? await openFullScreen(page) : bottomPlayer(page);
      await expect(player.locator('[lang="ur"]').first()).toBeVisible();
      expect(await clippedUrdu(page)).toEqual([]);
      await shot(page, `nastaliq-player-${name}`);
    });
  });
}
