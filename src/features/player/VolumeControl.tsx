import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { VolumeIcon } from '../../components/controlIcons';
import { setVolume, toggleMute } from './playerSlice';
import { Slider } from './Slider';

export const VOLUME_UNSUPPORTED = 'Volume control not supported on this device';

/** The mute button (0 or 1) and the volume bar; a dimmed icon where the device ignores volume (iOS). */
export function VolumeControl() {
  const dispatch = useAppDispatch();
  const volume = useAppSelector((state) => state.player.volume);
  const supported = useAppSelector((state) => state.player.volumeSupported);
  if (!supported) {
    return (
      <div className="volume volume-unsupported" title={VOLUME_UNSUPPORTED}>
        <VolumeIcon />
        <span className="player-sr-only">{VOLUME_UNSUPPORTED}</span>
      </div>
    );
  }
  const muted = volume === 0;
  return (
    <div className="volume">
      <button
        type="button"
        className="icon-button"
        aria-label={muted ? 'Unmute' : 'Mute'}
        onClick={() => dispatch(toggleMute())}
      >
        <VolumeIcon muted={muted} />
      </button>
      <Slider
        label="Volume"
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
