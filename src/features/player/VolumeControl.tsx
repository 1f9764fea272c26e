import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { VolumeIcon } from '../../components/controlIcons';
import { setVolume, toggleMute } from '../playback/playerSlice';
import { Slider } from './Slider';
import { useT } from '../../i18n/useT';

/** The mute button (0 or 1) and the volume bar; a dimmed icon where the device ignores volume (iOS). */
export function VolumeControl() {
  const t = useT();
  const dispatch = useAppDispatch();
  const volume = useAppSelector((state) => state.player.volume);
  const supported = useAppSelector((state) => state.player.volumeSupported);
  if (!supported) {
    return (
      <div className="volume volume-unsupported" title={t('player.volumeUnsupported')}>
        <VolumeIcon />
        <span className="player-sr-only">{t('player.volumeUnsupported')}</span>
      </div>
    );
  }
  const muted = volume === 0;
  return (
    <div className="volume">
      <button
        type="button"
        className="icon-button"
        aria-label={t(muted ? 'player.unmute' : 'player.mute')}
        onClick={() => dispatch(toggleMute())}
      >
        <VolumeIcon muted={muted} />
      </button>
      <Slider
        label={t('player.volume')}
        className="volume-slider"
        value={volume}
        valueText={`${Math.round(volume * 100)}%`}
        step={0.1}
        live
        onChange={(fraction) => dispatch(setVolume(fraction))}
      />
    </div>
  );
}
