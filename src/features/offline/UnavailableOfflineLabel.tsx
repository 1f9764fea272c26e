import type { Naat } from '../../api/types';
import { useUnavailableOffline } from './availability';
import './offline.css';

/** 'Unavailable offline' beside a naat that is not downloaded, only while offline. */
export function UnavailableOfflineLabel({ naat }: { naat: Pick<Naat, 'id'> }) {
  const unavailable = useUnavailableOffline(naat);
  return unavailable ? <span className="unavailable-offline-label">Unavailable offline</span> : null;
}
