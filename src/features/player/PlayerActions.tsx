import type { Naat } from '../../api/types';
import { DownloadButton } from '../downloads/DownloadButton';
import { CastButton } from './CastButton';

/**
 * Extra per-naat actions shown in both players (e.g. the offline feature's download button). Kept as its
 * own slot so features can add buttons here without touching the players' layout.
 */
export function PlayerActions({ audio }: { audio: Naat }) {
  return (
    <div className="player-actions" data-naat-id={audio.id}>
      <CastButton />
      <DownloadButton naat={audio} />
    </div>
  );
}
