import { useOnline } from './useOnline';
import { useT } from '../../i18n/useT';
import './offline.css';

/**
 * The offline banner. The live region stays mounted so screen readers hear the change when it happens,
 * not only what was there on load.
 */
export function OfflineIndicator() {
  const t = useT();
  const online = useOnline();
  return (
    <div className="offline-indicator" role="status">
      {online ? null : (
        <p className="offline-banner">
          <span className="offline-dot" aria-hidden="true" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
