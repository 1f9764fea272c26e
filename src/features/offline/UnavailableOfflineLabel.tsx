import type { Naat } from '../../api/types';
import { useUnavailableOffline } from './availability';
import { useT } from '../../i18n/useT';
import './offline.css';

/** 'Unavailable offline' beside a naat that is not downloaded, only while offline. */
export function UnavailableOfflineLabel({ naat }: { naat: Pick<Naat, 'id'> }) {
  const t = useT();
  const unavailable = useUnavailableOffline(naat);
  return unavailable ? <span className="unavailable-offline-label">{t('offline.unavailable')}</span> : null;
}
