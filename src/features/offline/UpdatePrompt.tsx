import { useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../../app/serviceWorker';
import { selectIsPlaying, setPlaying } from '../playback/playerSlice';
import { useT } from '../../i18n/useT';
import './offline.css';

/**
 * 'A new version is available' with Reload. It stays until pressed, whatever is playing; pressing it
 * while a naat plays pauses first, so the reload never happens mid-sound.
 */
export function UpdatePrompt() {
  const t = useT();
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const isPlaying = useAppSelector(selectIsPlaying);
  const dispatch = useAppDispatch();
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <p>{t('offline.updateAvailable')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          if (isPlaying) dispatch(setPlaying(false));
          applyUpdate();
        }}
      >
        {t('offline.reload')}
      </button>
    </div>
  );
}
