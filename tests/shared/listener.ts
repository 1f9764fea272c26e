/**
 * The steps a listener takes with the player, written once for both engines' end-to-end suites: Chromium
 * drives them with Playwright (playwrightListener.ts), WebKit with WebDriver (tests/webkit/pages.ts). Each
 * adapter finds things the way a user does (role and accessible name) and waits in its own driver's way;
 * the flows below only say what happens and what must be seen.
 */
import assert from 'node:assert/strict';
import type { CatalogueNaat } from './catalogue';

/** The app's name, the home page's heading (src/lib/appName.ts's default; the test servers set no other). */
const APP_NAME = 'Naat Stream';

/** 'm:ss' or 'h:mm:ss' as seconds; NaN for anything else. */
export function clockSeconds(text: string | null): number {
  const parts = (text ?? '').trim().split(':');
  if (parts.length < 2 || parts.some((part) => !/^\d+$/.test(part))) return Number.NaN;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The Cache Storage cache the app keeps downloaded audio in (contract/cacheNames.ts, which these Node
 * projects cannot import; the WebKit suite checks the name against that file).
 */
export const DOWNLOADS_CACHE = 'naat-downloads-v1';

/** The player's buttons the shared flows press or look for. */
export type PlayerButton = 'Play' | 'Pause' | 'Next' | 'Previous';

export interface Listener {
  /** Opens an address and answers the page's main heading once it shows. */
  visit(path: string): Promise<string>;
  /** Opens a naat's page and answers its title (the page's main heading). */
  openNaat(id: number): Promise<string>;
  /** Follows the link with this name in the page's main content and waits until the main heading is `heading`. */
  followLink(name: string, heading: string): Promise<void>;
  /** Waits until the page's main content shows this button. */
  seeButton(name: string): Promise<void>;
  /** Reloads the page and answers its main heading once it shows again. */
  reload(): Promise<string>;
  /**
   * Presses "Add to Queue" on a naat's page and sees the confirmation; then waits until the app has saved
   * the queue (it saves shortly after a change, and the next visit or reload starts the app afresh).
   */
  addToQueue(title: string): Promise<void>;
  /** Presses "Add to favorites" on a naat's page, sees the confirmation, and waits until it is saved. */
  favorite(title: string): Promise<void>;
  /** Presses the minimized player's "Play queue (count)", which plays the queue from its first naat. */
  playQueue(count: number): Promise<void>;
  /** Opens the queue panel with the player's "Queue (count)" and waits until it lists this naat. */
  seeInQueue(count: number, title: string): Promise<void>;
  /** Presses "Play Naat" on the naat page and waits until the bottom player shows that title. */
  pressPlay(title: string): Promise<void>;
  /** Waits until the bottom player shows this naat. */
  seePlaying(title: string): Promise<void>;
  /** Presses one of the bottom player's buttons. */
  clickInPlayer(name: PlayerButton): Promise<void>;
  /** Waits until the bottom player shows this button. */
  seeInPlayer(name: PlayerButton): Promise<void>;
  /** Waits until one of the bottom player's buttons is enabled (or disabled). */
  seeEnabledInPlayer(name: PlayerButton, enabled: boolean): Promise<void>;
  /** The elapsed time the player shows, in whole seconds. */
  playerTime(): Promise<number>;
  /** The duration the player shows, in whole seconds. */
  playerDuration(): Promise<number>;
  /** Waits until the elapsed time reaches `atLeast` seconds and answers it; fails after a while. */
  waitForTime(atLeast: number): Promise<number>;
  /** Seeks ahead with the keyboard on the seek bar (focused, not clicked): each Page Up moves 20%. */
  seekAhead(presses: number): Promise<void>;
  /** The title the Media Session shows on the lock screen and in system controls. */
  mediaSessionTitle(): Promise<string | null>;
  /** Waits until the Media Session shows this title. */
  seeMediaSessionTitle(title: string): Promise<void>;
  /** Visits an address until the service worker controls the page (it installs on the first visit). */
  controlledVisit(path: string): Promise<void>;
  /** Presses "Download {title}" on the naat's page and waits for the app's success message. */
  download(title: string): Promise<void>;
  /** The addresses of the audio files in the app's downloads cache (DOWNLOADS_CACHE). */
  downloadedFiles(): Promise<string[]>;
}

/** Browsing as a user would: home, a reciter's page, and a click on one of its naats to that naat's page. */
export async function browseHomeReciterAndNaat(listener: Listener, naat: CatalogueNaat): Promise<void> {
  assert.equal(await listener.visit('/'), APP_NAME);
  assert.equal(
    await listener.visit(`/naatkhawan/${String(naat.naatKhawanId)}`),
    `Naats by ${naat.naatKhawan.name}`,
  );
  await listener.followLink(naat.title, naat.title);
  await listener.seeButton('Play Naat');
  await listener.seeButton('Add to Queue');
}

/**
 * Two naats queued from their pages; the minimized player's "Play queue" starts the first; Previous is
 * disabled at the start and Next at the end; Next plays the second (its time advances) and the Media
 * Session follows; Previous goes back to the first.
 */
export async function nextAndPreviousThroughTheQueue(
  listener: Listener,
  firstId: number,
  secondId: number,
): Promise<void> {
  const first = await listener.openNaat(firstId);
  await listener.addToQueue(first);
  const second = await listener.openNaat(secondId);
  await listener.addToQueue(second);
  assert.notEqual(first, second, 'two naats the player can tell apart');

  await listener.playQueue(2);
  await listener.seePlaying(first);
  await listener.seeEnabledInPlayer('Previous', false);
  await listener.seeEnabledInPlayer('Next', true);

  await listener.clickInPlayer('Next');
  await listener.seePlaying(second);
  await listener.seeEnabledInPlayer('Next', false);
  await listener.seeEnabledInPlayer('Previous', true);
  await listener.seeMediaSessionTitle(second);
  await listener.seeInPlayer('Pause');
  await listener.waitForTime(1);

  await listener.clickInPlayer('Previous');
  await listener.seePlaying(first);
  await listener.seeMediaSessionTitle(first);
}

/**
 * A naat queued and favorited on its page is still both after a reload: the page shows it as a favorite,
 * "Play queue (1)" plays it, and the queue panel lists it.
 */
export async function queueAndFavoriteSurviveAReload(listener: Listener, naatId: number): Promise<void> {
  const title = await listener.openNaat(naatId);
  await listener.addToQueue(title);
  await listener.favorite(title);
  assert.equal(await listener.reload(), title);
  await listener.seeButton('Remove from favorites');
  await listener.playQueue(1);
  await listener.seePlaying(title);
  await listener.seeInQueue(1, title);
}

/**
 * The core playback flow: a naat started by a click plays (its time advances) with its title in the Media
 * Session; Pause shows Play; Play resumes and the time advances again; a keyboard seek while playing jumps
 * ahead and playback carries on from there. (A resume and a seek once stalled in WebKitGTK: see engine.ts.)
 */
export async function playPauseResumeAndSeek(listener: Listener, naatId: number): Promise<void> {
  const title = await listener.openNaat(naatId);
  await listener.pressPlay(title);
  await listener.seeInPlayer('Pause');
  await listener.waitForTime(2);
  assert.equal(await listener.mediaSessionTitle(), title);

  await listener.clickInPlayer('Pause');
  await listener.seeInPlayer('Play');
  const pausedAt = await listener.playerTime();
  await listener.clickInPlayer('Play');
  await listener.seeInPlayer('Pause');
  await listener.waitForTime(pausedAt + 1);

  const duration = await listener.playerDuration();
  assert.ok(duration > 10, `the player shows a duration long enough to seek in (${String(duration)} s)`);
  const before = await listener.playerTime();
  await listener.seekAhead(1);
  // One Page Up moves 20% ahead; 15% leaves room for rounding. The time only grows while playing, so a
  // slow machine cannot make this pass without the seek.
  const landed = await listener.waitForTime(before + Math.floor(duration * 0.15));
  assert.ok(landed < duration, 'the seek stays inside the naat');
  await listener.waitForTime(landed + 1);
}

/**
 * Downloading a naat from its page: the app says it succeeded, the downloads cache holds exactly its audio
 * file (the caller starts with no other download), and the Downloads page lists it to play. Offline use of
 * the download is engine-specific (Chromium switches the context offline, WebKit stops the server); both
 * suites first let the service worker take control (`controlledVisit`).
 */
export async function downloadANaat(listener: Listener, naat: CatalogueNaat): Promise<void> {
  assert.equal(await listener.openNaat(naat.id), naat.title);
  await listener.download(naat.title);
  assert.deepEqual(await listener.downloadedFiles(), [naat.filePath]);
  assert.equal(await listener.visit('/downloads'), 'Downloads');
  await listener.seeButton(`Play ${naat.title}`);
}
