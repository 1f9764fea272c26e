import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bottomPlayer, openFullScreen, savedKey } from './helpers/player';

/** 'm:ss' as seconds. */
const seconds = (text: string | null): number => {
  const match = /^(\d+):(\d\d)$/.exec((text ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

const elapsed = (player: Locator) => player.getByRole('timer', { name: 'Elapsed time' });

/** Opens a naat page and answers its title (the page's main heading). */
async function openNaat(page: Page, id: number): Promise<string> {
  await page.goto(`/naat/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).trim();
}

async function playNaat(page: Page, id: number): Promise<string> {
  const title = await openNaat(page, id);
  await page.getByRole('button', { name: 'Play Naat' }).click();
  // A link in the bar, plain text in the phone's mini-player.
  await expect(bottomPlayer(page).getByText(title, { exact: true }).first()).toBeVisible();
  return title;
}

/** Adds the naat from its page, and waits until the queue is saved (the next page.goto reloads the app). */
async function addToQueue(page: Page, id: number): Promise<string> {
  const title = await openNaat(page, id);
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(page.getByText(`Added "${title}" to queue`)).toBeVisible();
  await expect
    .poll(async () =>
      ((await savedKey(page, 'queue')) as { id: number }[] | undefined)?.map((naat) => naat.id),
    )
    .toContain(id);
  return title;
}

async function waitForElapsed(player: Locator, atLeast: number): Promise<void> {
  await expect
    .poll(async () => seconds(await elapsed(player).textContent()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(atLeast);
}

test('a naat plays: the time advances, the play is counted once and the title follows', async ({ page }) => {
  const plays: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/audios\/\d+\/play$/.test(request.url()))
      plays.push(request.url());
  });
  const title = await playNaat(page, 1);
  const player = bottomPlayer(page);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await waitForElapsed(player, 2);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - .+`));
  expect(plays).toEqual([expect.stringMatching(/\/api\/audios\/1\/play$/)]);

  await player.getByRole('button', { name: 'Pause' }).click();
  const pausedAt = seconds(await elapsed(player).textContent());
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await waitForElapsed(player, pausedAt + 1);
  expect(plays).toHaveLength(1);
});

test('next and previous move through the queue and are disabled at its ends', async ({ page }) => {
  const first = await addToQueue(page, 2);
  const second = await addToQueue(page, 3);
  const player = page.getByRole('button', { name: 'Play queue' });
  // With no track, the minimized button plays the first queue item.
  await player.click();
  const bar = bottomPlayer(page);
  await expect(bar.getByRole('link', { name: first, exact: true }).first()).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Next' })).toBeEnabled();
  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar.getByRole('link', { name: second, exact: true }).first()).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await bar.getByRole('button', { name: 'Previous' }).click();
  await expect(bar.getByRole('link', { name: first, exact: true }).first()).toBeVisible();
});

test('the queue: add, duplicate toast, remove the playing item, clear', async ({ page }) => {
  const first = await addToQueue(page, 4);
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expect(page.getByText(`"${first}" is already in queue`)).toBeVisible();
  const second = await addToQueue(page, 5);

  await page.getByRole('button', { name: 'Play queue' }).click();
  const bar = bottomPlayer(page);
  await bar.getByRole('button', { name: 'Queue (2)' }).click();
  const panel = page.getByRole('dialog', { name: 'Queue (2)' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await panel.getByRole('button', { name: `Remove "${first}" from queue` }).click();
  // Removing the playing item plays the one now at its place.
  await expect(bar.getByRole('link', { name: second, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Queue (1)' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear queue' }).click();
  const emptied = page.getByRole('dialog', { name: 'Queue (0)' });
  await expect(emptied.getByText('No tracks in queue')).toBeVisible();
  await expect(emptied.getByText('Add Naats while browsing to build your queue')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(emptied).toBeHidden();
  await expect(bar.getByText('No track playing')).toBeVisible();
});

test('favorites from the full-screen player: toggle, the Favorites tab and Play All', async ({ page }) => {
  const title = await playNaat(page, 6);
  await bottomPlayer(page).getByRole('button', { name: 'Open full-screen player' }).click();
  const full = page.getByRole('dialog', { name: 'Now playing' });
  await expect(full.getByRole('tab', { name: 'Favorites (0)' })).toBeVisible();
  // Same-origin audio in Chromium: the 50 bars show the audio's spectrum.
  const visualizer = full.locator('.visualizer');
  await expect(visualizer.locator('.visualizer-bar')).toHaveCount(50);
  await expect(visualizer).toHaveAttribute('data-source', 'analyser');
  // Reading the spectrum leaves playback alone: the time keeps moving.
  const before = seconds(await elapsed(full).textContent());
  await waitForElapsed(full, before + 1);
  await full.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText('Added to favorites', { exact: true })).toBeVisible();
  await full.getByRole('tab', { name: 'Favorites (1)' }).click();
  await expect(full.getByRole('list', { name: 'Favorites' }).getByText(title)).toBeVisible();
  await full.getByRole('tabpanel').getByRole('button', { name: 'Play All' }).click();
  await expect(page.getByText('Playing all favorites (1 naats)')).toBeVisible();
  await full.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(full.getByRole('tab', { name: 'Favorites (0)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
});

test('a reload restores the queue, the current naat and its position', async ({ page }) => {
  // Real playback time passes (seconds of audio) on a shared machine.
  test.slow();
  const queued = await addToQueue(page, 8);
  const title = await playNaat(page, 7);
  const bar = bottomPlayer(page);
  await waitForElapsed(bar, 4);
  await bar.getByRole('button', { name: 'Pause' }).click();
  const pausedAt = seconds(await elapsed(bar).textContent());
  // The pause is saved after a short debounce; wait until IndexedDB has it.
  await expect.poll(() => savedKey(page, 'playbackState')).toMatchObject({ isPlaying: false });

  await page.reload();
  const restored = bottomPlayer(page);
  await expect(restored.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await expect.poll(async () => seconds(await elapsed(restored).textContent())).toBe(pausedAt);
  // The current naat is not in the restored queue; the queued one is.
  await restored.getByRole('button', { name: 'Queue (1)' }).click();
  const panel = page.getByRole('dialog', { name: 'Queue (1)' });
  await expect(panel.getByText(queued)).toBeVisible();
  await page.keyboard.press('Escape');
  // And it plays on from there, not from the start.
  await restored.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(restored.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(seconds(await elapsed(restored).textContent())).toBeGreaterThanOrEqual(pausedAt);
  await waitForElapsed(restored, pausedAt + 1);
});

/**
 * Records the handlers and position states the app gives navigator.mediaSession, as the operating system sees
 * them; `lockScreen(action, details)` then presses a lock-screen control.
 */
async function recordLockScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const positions: MediaPositionState[] = [];
    const session = navigator.mediaSession;
    const setActionHandler = session.setActionHandler.bind(session);
    session.setActionHandler = (action, handler) => {
      handlers.set(action, handler);
      setActionHandler(action, handler);
    };
    const setPositionState = session.setPositionState.bind(session);
    session.setPositionState = (state) => {
      if (state) positions.push(state);
      setPositionState(state);
    };
    Object.defineProperty(window, 'lockScreen', {
      value: (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
        handlers.get(action)?.({ action, ...details }),
    });
    Object.defineProperty(window, 'lockScreenPosition', { value: () => positions.at(-1) ?? null });
  });
}

const lockScreen = (
  page: Page,
  action: MediaSessionAction,
  details: Partial<MediaSessionActionDetails> = {},
) =>
  page.evaluate(
    ([name, extra]) =>
      (
        window as unknown as {
          lockScreen: (action: MediaSessionAction, details: Partial<MediaSessionActionDetails>) => void;
        }
      ).lockScreen(name, extra),
    [action, details] as const,
  );

const lockScreenPosition = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { lockScreenPosition: () => MediaPositionState | null }).lockScreenPosition(),
  );

test('the lock screen: media session metadata and the nexttrack action', async ({ page }) => {
  await recordLockScreen(page);
  const first = await addToQueue(page, 9);
  const second = await addToQueue(page, 10);
  await page.getByRole('button', { name: 'Play queue' }).click();
  const bar = bottomPlayer(page);
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(first);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.artwork.length)).toBe(3);
  await lockScreen(page, 'nexttrack');
  await expect(bar.getByRole('link', { name: second, exact: true }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(second);
  await lockScreen(page, 'pause');
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('the lock screen: its artwork is served, and its scrubber and seek buttons move the naat', async ({
  page,
  request,
}) => {
  await recordLockScreen(page);
  await playNaat(page, 20);
  const bar = bottomPlayer(page);
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  await waitForElapsed(bar, 1);

  // Every artwork URL answers with an image of the size it claims (drawn PNG or uploaded WebP).
  const artwork = await page.evaluate(() =>
    (navigator.mediaSession.metadata?.artwork ?? []).map(({ src, sizes }) => ({ src, sizes })),
  );
  expect(artwork.length).toBeGreaterThan(0);
  for (const image of artwork) {
    const response = await request.get(image.src);
    expect(response.status(), image.src).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(png|webp)$/);
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${String(bitmap.width)}x${String(bitmap.height)}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }
  // The naat's own artwork: another naat has another picture.
  const naatId = 20;
  expect(artwork.map((image) => new URL(image.src).pathname)).toEqual(
    [96, 256, 512].map((size) => `/og/naat/${String(naatId)}-art-${String(size)}.png`),
  );
  const own = await request.get(artwork[2]?.src ?? '');
  const other = await request.get(artwork[2]?.src.replace(`/${String(naatId)}-art-`, '/1-art-') ?? '');
  expect(other.status()).toBe(200);
  expect(Buffer.compare(await own.body(), await other.body())).not.toBe(0);

  // The scrubber: the position state carries the naat's duration and follows playback.
  await expect.poll(async () => (await lockScreenPosition(page))?.duration ?? 0).toBeGreaterThan(20);
  const duration = (await lockScreenPosition(page))?.duration ?? 0;

  // Dragging the lock-screen scrubber (seekto), then the 10 s buttons.
  // The player's time and the lock screen's position both land just after the target (playback goes on).
  const near = async (target: number) => {
    const landed = (value: number) => value >= target && value < target + 4;
    await expect.poll(async () => landed(seconds(await elapsed(bar).textContent()))).toBe(true);
    await expect.poll(async () => landed((await lockScreenPosition(page))?.position ?? -1)).toBe(true);
  };
  const middle = Math.floor(duration / 2);
  await lockScreen(page, 'seekto', { seekTime: middle });
  await near(middle);
  await lockScreen(page, 'seekbackward');
  await near(middle - 10);
  await lockScreen(page, 'seekforward');
  await near(middle);
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('the sleep timer set to the end of this naat stops playback instead of moving on', async ({ page }) => {
  const first = await addToQueue(page, 11);
  await addToQueue(page, 12);
  await page.getByRole('button', { name: 'Play queue' }).click();
  const bar = bottomPlayer(page);
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  await bar.getByRole('button', { name: 'Playback options' }).click();
  await bar.getByLabel('Sleep timer').selectOption({ label: 'End of this naat' });
  await expect(bar.getByText('Stops after this naat')).toBeVisible();
  // Jump to 5 s before the end with the keyboard.
  const seek = bar.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(bar.getByRole('link', { name: first, exact: true }).first()).toBeVisible();
  await expect(elapsed(bar)).toHaveText('0:00');
});

test('favorites page: a naat favorited on its page is played with Play All', async ({ page }) => {
  const title = await openNaat(page, 13);
  await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByText(`Added to favorites: ${title}`)).toBeVisible();
  await page.getByRole('link', { name: 'My Favorites' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Favorites' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Play All' }).click();
  await expect(page.getByText('Playing all favorites (1 naats)')).toBeVisible();
  const bar = bottomPlayer(page);
  await expect(bar.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  // A favorites playlist does not feed the queue.
  await expect(bar.getByRole('button', { name: 'Queue (0)' })).toBeVisible();
});

test('volume: the button toggles mute and the bar follows a mouse drag, clamped at the ends', async ({
  page,
}) => {
  await playNaat(page, 14);
  const bar = bottomPlayer(page);
  const volume = bar.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '100');
  await bar.getByRole('button', { name: 'Mute' }).click();
  await expect(volume).toHaveAttribute('aria-valuenow', '0');
  await bar.getByRole('button', { name: 'Unmute' }).click();
  await expect(volume).toHaveAttribute('aria-valuenow', '100');

  const box = await volume.boundingBox();
  if (!box) throw new Error('the volume bar has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.9, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 4 });
  await expect(volume).toHaveAttribute('aria-valuenow', '25');
  // Past the left end clamps to 0.
  await page.mouse.move(box.x - 50, y, { steps: 2 });
  await page.mouse.up();
  await expect(volume).toHaveAttribute('aria-valuenow', '0');
  await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
  // And the keyboard.
  await volume.focus();
  await page.keyboard.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuenow', '10');
});

test('a reload while playing resumes playing from the saved second', async ({ page }) => {
  test.slow();
  await playNaat(page, 15);
  const bar = bottomPlayer(page);
  await waitForElapsed(bar, 3);
  // Playback time is saved on even whole seconds.
  await expect
    .poll(
      async () =>
        ((await savedKey(page, 'playbackState')) as { currentTime?: number } | undefined)?.currentTime,
    )
    .toBeGreaterThanOrEqual(2);
  const saved = ((await savedKey(page, 'playbackState')) as { currentTime: number }).currentTime;
  await page.reload();
  const restored = bottomPlayer(page);
  // This browser allows autoplay, so it carries on by itself.
  await expect(restored.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(seconds(await elapsed(restored).textContent())).toBeGreaterThanOrEqual(Math.floor(saved));
});

test('a pause from outside the app (e.g. headphones unplugged) shows as paused; seeking does not', async ({
  page,
}) => {
  // Keep a handle on the audio elements the app plays, as the system would pause them.
  await page.addInitScript(() => {
    const played: HTMLMediaElement[] = [];
    const play: (this: HTMLMediaElement) => Promise<void> = Reflect.get(HTMLMediaElement.prototype, 'play');
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this);
      return play.call(this);
    };
    Object.defineProperty(window, 'pauseFromOutside', { value: () => played.at(-1)?.pause() });
  });
  await playNaat(page, 16);
  const bar = bottomPlayer(page);
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  await waitForElapsed(bar, 1);
  // Seeking pauses the element for a moment inside Howler; the player must stay playing.
  await bar.getByRole('slider', { name: 'Seek' }).focus();
  await page.keyboard.press('ArrowRight');
  await waitForElapsed(bar, 7);
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.evaluate(() => (window as unknown as { pauseFromOutside: () => void }).pauseFromOutside());
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  const resumedAt = seconds(await elapsed(bar).textContent());
  await waitForElapsed(bar, resumedAt + 1);
});

test('the players, the queue panel and the options menu pass axe (WCAG 2 A and AA)', async ({ page }) => {
  // Four axe scans of a playing page take 20-30 s on two shared cores: more than one page's worth of steps.
  test.setTimeout(60_000);
  await addToQueue(page, 17);
  await playNaat(page, 18);
  const bar = bottomPlayer(page);
  await bar.getByRole('button', { name: 'Playback options' }).click();
  const axe = (selector: string) =>
    new AxeBuilder({ page })
      .include(selector)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
  expect((await axe('.bottom-player')).violations).toEqual([]);

  await bar.getByRole('button', { name: 'Queue (2)' }).click();
  await expect(page.getByRole('dialog', { name: 'Queue (2)' })).toBeVisible();
  expect((await axe('.queue-panel')).violations).toEqual([]);
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: 'Open full-screen player' }).click();
  await expect(page.getByRole('dialog', { name: 'Now playing' })).toBeVisible();
  expect((await axe('.fs-player')).violations).toEqual([]);
  await page.getByRole('tab', { name: 'Favorites (0)' }).click();
  expect((await axe('.fs-player')).violations).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('dragging the progress bar with a finger seeks to where it is let go', async ({ page }) => {
    // The phone loads the mini-player's and then the full-screen player's code before it can seek.
    test.slow();
    await playNaat(page, 19);
    await expect(bottomPlayer(page).getByRole('button', { name: 'Pause' })).toBeVisible();
    // The phone's mini-player is one row; seeking is in the full-screen player.
    const bar = await openFullScreen(page);
    const seek = bar.getByRole('slider', { name: 'Seek' });
    await expect(seek).not.toHaveAttribute('aria-disabled', 'true');
    const box = await seek.boundingBox();
    if (!box) throw new Error('the progress bar has no box');
    const y = box.y + box.height / 2;
    const point = (fraction: number) => ({ x: box.x + box.width * fraction, y });
    // A real touch sequence: the browser turns it into pointer events.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0.1)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(0.3)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(0.5)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const duration = seconds(await bar.getByLabel('Duration').textContent());
    await expect
      .poll(async () => seconds(await elapsed(bar).textContent()))
      .toBeGreaterThanOrEqual(Math.floor(duration * 0.5) - 1);
    expect(seconds(await elapsed(bar).textContent())).toBeLessThan(duration);
  });
});
