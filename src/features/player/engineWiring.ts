/**
 * Connects the store and an AudioEngine: intents in the player state become engine calls (by comparing
 * what the engine was last told with what the state now wants), and engine events become actions.
 * It also runs the sleep timer's fade-out and the play count, because both follow what the engine does.
 */
import type { EffectSetup, RootState } from '../../app/store';
import type { AudioEngine } from './audioEngine';
import { trackEnded } from '../playback/navigation';
import { audioUrl } from '../playback/audioUrl';
import {
  playbackChoice,
  type CanPlay,
  type ConnectionHints,
  type PlaybackChoice,
} from '../playback/sourceChoice';
import {
  audioLoaded,
  audioLoadFailed,
  playbackBlocked,
  playbackStarted,
  setPlaying,
  sleepTimerElapsed,
  timeUpdated,
  volumeSupportDetected,
  type PlayerState,
} from '../playback/playerSlice';

/** The sleep timer's gentle stop. */
export const SLEEP_FADE_MS = 3000;

/**
 * How long a resume after a reload may take to produce sound before the player shows it as paused. iOS
 * neither plays nor reports an error without a user gesture; the listener then simply taps Play.
 */
export const RESUME_WATCHDOG_MS = 5000;

export interface EngineWiringOptions {
  /** Counts a play on the server; called once per audio id, when sound first starts. */
  countPlay: (audioId: number) => void;
  /** Whether the device honours a volume change (see volumeSupport.ts); probed once at start-up. */
  probeVolume?: () => boolean;
  /** What the browser says about the connection, for the "Data saver" setting's Auto (connectionHints.ts). */
  connection?: () => ConnectionHints | null;
  /** Which media types the browser plays (mediaSupport.ts): the smallest playable rendition is chosen. */
  canPlay: CanPlay;
  /**
   * Whether the player state at set-up is the one restored from the device (the default), whose resume may
   * stay silent (RESUME_WATCHDOG_MS). False when this is set up later, on the listener's own first play.
   */
  restored?: boolean;
}

/**
 * The file the player loads for the current naat and its loudness gain (sourceChoice.ts): the download on
 * this device when there is one, else the quality the listener's setting asks for.
 */
export function currentPlayback(
  state: RootState,
  connection: ConnectionHints | null,
  canPlay: CanPlay,
): PlaybackChoice | null {
  const naat = state.player.currentAudio;
  if (!naat) return null;
  return playbackChoice(
    naat,
    state.downloads.records[naat.id],
    state.audioQuality.preference,
    connection,
    canPlay,
  );
}

/** What the engine was last told, so only differences become calls. */
interface Applied {
  /** The track and the quality it was loaded in: another quality (setting, download) reloads in place. */
  trackKey: string | null;
  isPlaying: boolean;
  seekRequest: number;
  volume: number;
  rate: number;
}

const trackKey = (player: PlayerState): string | null =>
  player.currentAudio ? `${player.currentAudio.id}:${player.loadRequest}` : null;

export function wireEngine(engine: AudioEngine, options: EngineWiringOptions): EffectSetup {
  return ({ startListening, dispatch, getState }) => {
    const counted = new Set<number>();
    const applied: Applied = { trackKey: null, isPlaying: false, seekRequest: 0, volume: 1, rate: 1 };
    let fading = false;
    /** Sound has started at least once since start-up (see RESUME_WATCHDOG_MS). */
    let startedSinceRestore = false;
    /** Bumped per fade, so a fade the listener cancelled cannot pause anything when its ramp finishes. */
    let fadeToken = 0;

    /** The loudness gain of what is loaded (1 for the rendition and for quiet originals). */
    let gain = 1;
    const level = (player: PlayerState) => player.volume * gain;

    const cancelFade = (player: PlayerState) => {
      if (!fading) return;
      fading = false;
      fadeToken += 1;
      engine.volume(level(player));
    };

    const reconcile = (state: RootState) => {
      const player = state.player;
      const choice = currentPlayback(state, options.connection?.() ?? null, options.canPlay);
      const track = trackKey(player);
      // By quality, not URL: a download of the playing quality finishing (same file, now absolute) must not
      // reload it, while switching quality must.
      const key = track && choice ? `${track}:${choice.quality}` : null;
      if (key !== applied.trackKey) {
        cancelFade(player);
        applied.trackKey = key;
        applied.seekRequest = player.seekRequest;
        applied.isPlaying = false;
        if (!player.currentAudio) {
          engine.unload();
          return;
        }
        gain = choice?.gain ?? 1;
        engine.load(audioUrl({ filePath: choice?.url ?? player.currentAudio.filePath }));
        engine.volume(level(player));
        engine.rate(player.playbackRate);
        applied.volume = level(player);
        applied.rate = player.playbackRate;
        // A restored position (after a reload), or where the other quality took over, applies before playing.
        if (player.currentTime > 0) engine.seek(player.currentTime);
      }
      if (!player.currentAudio) return;
      if (player.seekRequest !== applied.seekRequest) {
        applied.seekRequest = player.seekRequest;
        engine.seek(player.currentTime);
      }
      if (level(player) !== applied.volume) {
        applied.volume = level(player);
        if (!fading) engine.volume(level(player));
      }
      if (player.playbackRate !== applied.rate) {
        applied.rate = player.playbackRate;
        engine.rate(player.playbackRate);
      }
      if (player.isPlaying !== applied.isPlaying) {
        applied.isPlaying = player.isPlaying;
        if (player.isPlaying) engine.play();
        else {
          engine.pause();
          cancelFade(player);
        }
      }
      // The listener switched the sleep timer off during its fade: sound comes back.
      if (fading && player.sleepTimer === null) cancelFade(player);
    };

    const fadeOut = (player: PlayerState, milliseconds: number, then: () => void) => {
      fading = true;
      const token = ++fadeToken;
      void engine.fade(level(player), 0, milliseconds).then(() => {
        if (token === fadeToken) then();
      });
    };

    /** Starts the fade when the sleep timer is about to stop playback. */
    const watchSleepTimer = (player: PlayerState) => {
      const timer = player.sleepTimer;
      if (fading && timer?.kind === 'endOfTrack') {
        // A seek back out of the last seconds brings the sound back; the fade starts again near the end.
        const left = (player.duration - player.currentTime) / player.playbackRate;
        if (left * 1000 > SLEEP_FADE_MS + 1000) cancelFade(player);
      }
      if (!timer || fading || !player.isPlaying) return;
      if (timer.kind === 'minutes' && timer.remaining <= 0) {
        fadeOut(player, SLEEP_FADE_MS, () => dispatch(sleepTimerElapsed()));
      } else if (timer.kind === 'endOfTrack' && Number.isFinite(player.duration) && player.duration > 0) {
        const left = (player.duration - player.currentTime) / player.playbackRate;
        // Fade over the last seconds; the track's end then pauses (trackEnded honours the timer).
        if (left > 0 && left * 1000 <= SLEEP_FADE_MS) fadeOut(player, left * 1000, () => undefined);
      }
    };

    /** Pauses a restored resume that stays silent (RESUME_WATCHDOG_MS); set below, once the engine is wired. */
    let watchdog: ReturnType<typeof setTimeout> | undefined;

    const unsubscribers = [
      startListening({
        predicate: (_action, current, previous) =>
          current.player !== previous.player ||
          current.audioQuality !== previous.audioQuality ||
          current.downloads.records !== previous.downloads.records,
        effect: () => {
          const state = getState();
          // The restored resume is over once the player stops claiming to play (refused, or paused): a later
          // Play is the listener's own, which may take longer than the watchdog to sound on a slow device.
          if (!state.player.isPlaying) clearTimeout(watchdog);
          reconcile(state);
          watchSleepTimer(state.player);
        },
      }),
      engine.on('loaded', (duration) => dispatch(audioLoaded({ duration }))),
      engine.on('playing', () => {
        // A play that Howler queued during loading may start after the listener already pressed pause.
        if (!getState().player.isPlaying) {
          engine.pause();
          return;
        }
        applied.isPlaying = true;
        startedSinceRestore = true;
        dispatch(playbackStarted());
        const id = getState().player.currentAudio?.id;
        if (id !== undefined && !counted.has(id)) {
          counted.add(id);
          options.countPlay(id);
        }
      }),
      engine.on('time', (seconds) => dispatch(timeUpdated(seconds))),
      engine.on('interrupted', () => {
        applied.isPlaying = false;
        if (getState().player.isPlaying) dispatch(setPlaying(false));
      }),
      engine.on('ended', () => {
        applied.isPlaying = false;
        cancelFade(getState().player);
        dispatch(trackEnded());
      }),
      // The offline helper may listen for audioLoadFailed (e.g. to skip a naat that is not downloaded).
      engine.on('loadError', (message) => {
        applied.isPlaying = false;
        dispatch(audioLoadFailed(message));
      }),
      // Quietly, with no toast: an autoplay refusal after a reload is expected, and the next tap plays.
      engine.on('playError', () => {
        applied.isPlaying = false;
        dispatch(playbackBlocked());
      }),
    ];

    if (options.probeVolume) dispatch(volumeSupportDetected(options.probeVolume()));
    // A restored current audio (and position, and maybe playing) is loaded right away.
    const restored = getState().player;
    reconcile(getState());
    if (options.restored !== false && restored.currentAudio && restored.isPlaying) {
      const restoredKey = trackKey(restored);
      watchdog = setTimeout(() => {
        const player = getState().player;
        // Still the same resume, still silent: stop claiming to play.
        if (trackKey(player) === restoredKey && player.isPlaying && !startedSinceRestore) {
          applied.isPlaying = false;
          engine.pause();
          dispatch(playbackBlocked());
        }
      }, RESUME_WATCHDOG_MS);
    }

    return () => {
      clearTimeout(watchdog);
      for (const unsubscribe of unsubscribers) unsubscribe();
      engine.unload();
    };
  };
}
