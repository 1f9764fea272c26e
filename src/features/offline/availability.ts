import type { Naat } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { isPlayableOffline } from '../../lib/offline';
import { selectDownloadedIds } from '../playback/downloadRecords';
import { useOnline } from './useOnline';

export { isPlayableOffline };

/**
 * True when the naat cannot play now: offline and not downloaded. Cards and players mark it 'Unavailable
 * offline' and disable its play button.
 */
export function useUnavailableOffline(naat: Pick<Naat, 'id'> | null | undefined): boolean {
  const online = useOnline();
  const downloadedIds = useAppSelector(selectDownloadedIds);
  return naat ? !isPlayableOffline(naat, downloadedIds, online) : false;
}
