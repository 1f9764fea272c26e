import { useOnline } from './useOnline';
import './offline.css';

/**
 * The offline banner. The live region stays mounted so screen readers hear the change when it happens,
 * not only what was there on load.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <div className="offline-indicator" role="status">
      {online ? null : (
        <p className="offline-banner">
          <span className="offline-dot" aria-hidden="true" />
          You are offline. Downloaded naats still play.
        </p>
      )}
    </div>
  );
}
