import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { CastIcon } from '../../components/controlIcons';
import { castStoreOf } from './castState';
import { useAudioEngine } from './engineContext';
import { useT } from '../../i18n/useT';

const noSubscription = () => () => undefined;
const unavailable = () => 'unavailable' as const;

/**
 * Cast to a TV or speaker through the browser's Remote Playback API (Chromium and Android Chrome's Cast,
 * Safari's AirPlay), shown only while the browser reports a device to cast to, or while casting. The playlist
 * carries on on the device: the engine plays the next naats through the same element (engine.ts).
 */
export function CastButton() {
  const t = useT();
  const engine = useAudioEngine();
  // Read again whenever the naat changes or finishes loading: the element changes with the naat, and the
  // engine itself arrives with the first one.
  useAppSelector((state) => `${state.player.currentAudio?.id ?? ''}:${state.player.loadRequest}`);
  useAppSelector((state) => state.player.isLoading);
  const remote = engine?.remote() ?? null;
  const store = remote ? castStoreOf(remote) : null;
  const subscribe = useCallback(
    (onChange: () => void) => store?.subscribe(onChange) ?? (() => undefined),
    [store],
  );
  const cast = useSyncExternalStore(store ? subscribe : noSubscription, store ? store.get : unavailable);

  if (!remote || cast === 'unavailable') return null;
  const casting = cast !== 'disconnected';
  return (
    <button
      type="button"
      className={`icon-btn cast-button ${casting ? 'is-on' : ''}`}
      aria-label={
        cast === 'connected'
          ? t('player.casting')
          : cast === 'connecting'
            ? t('player.castConnecting')
            : t('player.cast')
      }
      aria-pressed={casting}
      // The browser shows its own device picker (and a way to stop casting).
      onClick={() => void remote.prompt().catch(() => undefined)}
    >
      <CastIcon />
    </button>
  );
}
