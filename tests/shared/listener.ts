/**
 * The steps a listener takes with the player, written once for both engines' end-to-end suites: Chromium
 * drives them with Playwright (playwrightListener.ts), WebKit with WebDriver (tests/webkit/pages.ts). Each
 * adapter finds things the way a user does (role and accessible name) and waits in its own driver's way;
 * the flows below only say what happens and what must be seen.
 */
import assert from 'node:assert/strict';

/** 'm:ss' or 'h:mm:ss' as seconds; NaN for anything else. */
export function clockSeconds(text: string | null): number {
  const parts = (text ?? '').trim().split(':');
  if (parts.length < 2 || parts.some((part) => !/^\d+$/.test(part))) return Number.NaN;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** The player's buttons the shared flows press or look for. */
export type PlayerButton = 'Play' | 'Pause' | 'Next' | 'Previous';

export interface Listener {
  /** Opens a naat's page and answers its title (the page's main heading). */
  openNaat(id: number): Promise<string>;
  /** Presses "Play Naat" on the naat page and waits until the bottom player shows that title. */
  pressPlay(title: string): Promise<void>;
  /** Presses one of the bottom player's buttons. */
  clickInPlayer(name: PlayerButton): Promise<void>;
  /** Waits until the bottom player shows this button. */
  seeInPlayer(name: PlayerButton): Promise<void>;
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
