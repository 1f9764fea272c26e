/**
 * Mirrors the current naat to the Media Session API (lock screen, notification, headset keys) and maps its
 * actions to the same intents the on-screen buttons dispatch. Everything is feature-detected: a browser
 * without the API simply gets no lock-screen controls.
 */
import type { EffectSetup, RootState } from '../../app/store';
import type { Naat } from '../../api/types';
import { ART_SIZES, naatArtworkUrl } from '../../../contract/artwork';
import { next, previous } from '../playback/navigation';
import { selectCanGoNext, selectCanGoPrevious } from '../playback/playOrder';
import { playbackStarted, seek, setPlaying, type PlayerState } from '../playback/playerSlice';
import { SKIP_SECONDS, skipBy } from './skip';

/**
 * The lock screen's picture: the naat's square artwork (contract/artwork.ts), its uploaded picture or its
 * reciter's, else drawn by the server from its title, Urdu title and reciter, so two naats never share a
 * drawn one. No `type`: an uploaded picture is WebP, a drawn one PNG. The service worker keeps the ones it
 * has shown for offline play.
 */
export const naatArtwork = (naat: Parameters<typeof naatArtworkUrl>[0]): MediaImage[] =>
  ART_SIZES.map((size) => ({
    src: naatArtworkUrl(naat, size),
    sizes: `${String(size)}x${String(size)}`,
  }));

export interface MediaSessionOptions {
  /** navigator.mediaSession where it exists. */
  session: MediaSession | undefined;
  appName: string;
  /**
   * iOS shows seek buttons instead of previous/next when seek handlers exist, so they are left out there:
   * a listener of a playlist wants previous and next on the lock screen.
   */
  isIOS: boolean;
  /** new MediaMetadata(...) where it exists. */
  createMetadata: ((init: MediaMetadataInit) => MediaMetadata) | undefined;
}

export function browserMediaSessionOptions(appName: string, ios: boolean): MediaSessionOptions {
  return {
    session:
      typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined,
    appName,
    isIOS: ios,
    createMetadata:
      typeof MediaMetadata === 'undefined' ? undefined : (init: MediaMetadataInit) => new MediaMetadata(init),
  };
}

/** The position state the API accepts: it throws on a non-finite duration or a position past the end. */
export function positionStateFor(
  player: PlayerState,
): { duration: number; position: number; playbackRate: number } | null {
  const { duration, currentTime, playbackRate } = player;
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const position = Math.min(duration, Math.max(0, Number.isFinite(currentTime) ? currentTime : 0));
  return { duration, position, playbackRate: playbackRate > 0 ? playbackRate : 1 };
}

export function metadataInitFor(audio: Naat, appName: string): MediaMetadataInit {
  return {
    title: audio.title,
    artist: audio.naatKhawan.name,
    album: appName,
    artwork: naatArtwork(audio),
  };
}

export function wireMediaSession(options: MediaSessionOptions): EffectSetup {
  const { session, appName, isIOS, createMetadata } = options;
  if (!session) return () => undefined;

  return ({ startListening, dispatch, getState }) => {
    const safely = (what: () => void) => {
      try {
        what();
      } catch (error) {
        // Browsers differ in which actions and values they accept; a refused one must not break playback.
        console.warn('Media Session:', error);
      }
    };

    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => dispatch(setPlaying(true))],
      ['pause', () => dispatch(setPlaying(false))],
      [
        'seekto',
        (details) => {
          if (typeof details.seekTime === 'number') dispatch(seek(details.seekTime));
        },
      ],
    ];
    if (!isIOS) {
      handlers.push(
        // The browser may name its own offset; otherwise the players' skip step.
        ['seekbackward', (details) => dispatch(skipBy(-(details.seekOffset ?? SKIP_SECONDS)))],
        ['seekforward', (details) => dispatch(skipBy(details.seekOffset ?? SKIP_SECONDS))],
      );
    }

    const applyHandlers = () => {
      for (const [action, handler] of handlers) safely(() => session.setActionHandler(action, handler));
    };
    // Previous and next exist on the lock screen only where the players enable them (playback/playOrder.ts):
    // the lock screen offers exactly what the on-screen buttons do.
    const trackHandlers = { previous: false, next: false };
    const applyTrackHandlers = (state: RootState, force: boolean) => {
      const wanted = { previous: selectCanGoPrevious(state), next: selectCanGoNext(state) };
      if (force || wanted.previous !== trackHandlers.previous) {
        safely(() =>
          session.setActionHandler('previoustrack', wanted.previous ? () => dispatch(previous()) : null),
        );
      }
      if (force || wanted.next !== trackHandlers.next) {
        safely(() => session.setActionHandler('nexttrack', wanted.next ? () => dispatch(next()) : null));
      }
      Object.assign(trackHandlers, wanted);
    };
    const applyMetadata = (player: PlayerState) => {
      if (!player.currentAudio) {
        safely(() => {
          session.metadata = null;
        });
        return;
      }
      const audio = player.currentAudio;
      if (createMetadata) safely(() => (session.metadata = createMetadata(metadataInitFor(audio, appName))));
    };
    const applyPlaybackState = (player: PlayerState) => {
      safely(() => {
        session.playbackState = player.currentAudio ? (player.isPlaying ? 'playing' : 'paused') : 'none';
      });
    };
    let lastPositionSecond = -1;
    const applyPosition = (player: PlayerState, force: boolean) => {
      if (typeof session.setPositionState !== 'function') return;
      const state = positionStateFor(player);
      if (!state) return;
      // Once a second is enough: the lock screen extrapolates from the rate between updates.
      const second = Math.floor(state.position);
      if (!force && second === lastPositionSecond) return;
      lastPositionSecond = second;
      safely(() => session.setPositionState(state));
    };

    const unsubscribers = [
      startListening({
        predicate: (_action, current, before) =>
          current.player !== before.player ||
          current.queue !== before.queue ||
          current.favorites !== before.favorites ||
          current.connectivity !== before.connectivity ||
          current.downloads.records !== before.downloads.records,
        effect: (action, api) => {
          applyTrackHandlers(api.getState(), playbackStarted.match(action));
          const player = api.getState().player;
          const before = api.getOriginalState().player;
          if (player.currentAudio?.id !== before.currentAudio?.id) applyMetadata(player);
          if (player.isPlaying !== before.isPlaying || player.currentAudio !== before.currentAudio) {
            applyPlaybackState(player);
          }
          // WebKit drops metadata and handlers when playback (re)starts, so both are set again then.
          if (playbackStarted.match(action)) {
            applyHandlers();
            applyMetadata(player);
            applyPlaybackState(player);
          }
          const jumped =
            player.seekRequest !== before.seekRequest ||
            player.duration !== before.duration ||
            player.playbackRate !== before.playbackRate;
          applyPosition(player, jumped || playbackStarted.match(action));
        },
      }),
    ];

    applyHandlers();
    applyTrackHandlers(getState(), true);
    applyMetadata(getState().player);
    applyPlaybackState(getState().player);
    applyPosition(getState().player, true);

    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      for (const action of [...handlers.map(([name]) => name), 'previoustrack', 'nexttrack'] as const) {
        safely(() => session.setActionHandler(action, null));
      }
    };
  };
}
