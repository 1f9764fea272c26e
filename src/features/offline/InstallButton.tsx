import { useSyncExternalStore } from 'react';
import { canInstall, promptInstall, subscribeInstallPrompt } from './installPrompt';
import { useT } from '../../i18n/useT';
import './offline.css';

/** 'Install app', shown only where the browser offers installation. */
export function InstallButton() {
  const t = useT();
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  if (!available) return null;
  return (
    <button type="button" className="btn install-btn" onClick={() => void promptInstall()}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14"
        />
      </svg>
      {t('offline.install')}
    </button>
  );
}
