import { useState } from 'react';
import { Link } from '../../components/links';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/Dialog';
import { DownloadIcon, PlayIcon } from '../../components/icons';
import { TrashIcon } from '../../components/controlIcons';
import { EmptyState, Loading } from '../../components/StatusViews';
import { Urdu } from '../../components/Urdu';
import { formatBytes } from '../../lib/bytes';
import { formatDuration } from '../../lib/duration';
import { playList } from '../naats/naatThunks';
import { playAudio } from '../player/playerSlice';
import { selectDownloadedBytes, selectDownloadList, selectDownloadsStatus } from './downloadsSlice';
import { qualityLabel, type AudioQuality } from '../player/sourceChoice';
import { redownloadNaat, removeAllDownloads, removeDownload } from './downloadsThunks';
import { useStorageEstimate } from './useStorageEstimate';
import './downloads.css';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function StorageLine({ usedByDownloads }: { usedByDownloads: number }) {
  const estimate = useStorageEstimate(usedByDownloads);
  if (estimate === undefined) return null;
  if (estimate === null) {
    return <p className="downloads-storage">This browser does not report how much storage is free.</p>;
  }
  return (
    <p className="downloads-storage">
      Storage on this device: {formatBytes(estimate.usage)} used of {formatBytes(estimate.quota)} available to
      this app.
    </p>
  );
}

/** Downloads the naat again in the other quality (the record replaced once the new file is stored). */
function OtherQualityButton(props: {
  title: string;
  quality: AudioQuality;
  busy: boolean;
  onClick: (quality: AudioQuality) => void;
}) {
  const other: AudioQuality = props.quality === 'data-saver' ? 'original' : 'data-saver';
  const label = other === 'data-saver' ? 'Get data saver' : 'Get original';
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline downloads-requality"
      aria-label={`${label}: download ${props.title} again in ${qualityLabel(other).toLowerCase()} quality`}
      disabled={props.busy}
      onClick={() => props.onClick(other)}
    >
      {props.busy ? 'Downloading...' : label}
    </button>
  );
}

/** Everything downloaded to this device, playable with no network. Reads IndexedDB only. */
export default function DownloadsPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDownloadsStatus);
  const records = useAppSelector(selectDownloadList);
  const totalBytes = useAppSelector(selectDownloadedBytes);
  const active = useAppSelector((state) => state.downloads.active);
  const [confirming, setConfirming] = useState(false);
  const naats = records.map((record) => record.naat);

  if (status === 'idle' || status === 'loading') return <Loading text="Loading Downloads..." />;

  return (
    <div className="container page downloads-page">
      <div className="page-head">
        <div>
          <h1>Downloads</h1>
          <p className="page-sub" aria-live="polite">
            {records.length > 0
              ? `${records.length} downloaded ${records.length === 1 ? 'naat' : 'naats'} · Total used: ${formatBytes(totalBytes)}`
              : 'No downloaded naats'}
          </p>
          <StorageLine usedByDownloads={totalBytes} />
        </div>
        {records.length > 0 ? (
          <div className="page-tools" {...TOASTS_AVOID}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                dispatch(
                  playList({
                    naats,
                    context: { kind: 'downloads' },
                    message: (count) => `Playing all ${count} naats`,
                  }),
                )
              }
            >
              <PlayIcon size={18} /> Play All
            </button>
            <button type="button" className="btn btn-danger-outline" onClick={() => setConfirming(true)}>
              <TrashIcon size={18} /> Delete All
            </button>
          </div>
        ) : null}
      </div>

      {status === 'failed' ? (
        <p className="downloads-warning" role="alert">
          The list of downloads could not be read on this device.
        </p>
      ) : null}

      {records.length === 0 ? (
        <EmptyState title="No Downloads Yet" icon={<DownloadIcon size={40} />}>
          <p>Use the download button on any naat to listen to it offline.</p>
          <Link to="/popular" className="btn btn-primary">
            Browse Popular Naats
          </Link>
        </EmptyState>
      ) : (
        <ul className="downloads-list" aria-label="Downloaded naats">
          {records.map((record) => (
            <li key={record.id} className="downloads-item">
              <button
                type="button"
                className="icon-btn icon-btn-lg downloads-play"
                aria-label={`Play ${record.naat.title}`}
                onClick={() =>
                  dispatch(playAudio({ audio: record.naat, playlist: naats, context: { kind: 'downloads' } }))
                }
              >
                <PlayIcon />
              </button>
              <div className="downloads-item-body">
                <Link to={`/naat/${record.id}`} className="downloads-item-title">
                  {record.naat.title}
                </Link>
                {record.naat.urduTitle ? (
                  <Urdu as="p" className="downloads-item-urdu">
                    {record.naat.urduTitle}
                  </Urdu>
                ) : null}
                <p className="downloads-item-meta">
                  <span>{record.naat.naatKhawan.name || 'Unknown Artist'}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatDuration(record.naat.duration)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatBytes(record.size)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{qualityLabel(record.quality ?? 'original')}</span>
                  <span aria-hidden="true">·</span>
                  <span>Downloaded {dateFormat.format(new Date(record.downloadedAt))}</span>
                </p>
              </div>
              <OtherQualityButton
                title={record.naat.title}
                quality={record.quality ?? 'original'}
                busy={active[record.id]?.phase === 'downloading'}
                onClick={(quality) => void dispatch(redownloadNaat(record.id, quality))}
              />
              <button
                type="button"
                className="icon-btn downloads-delete"
                aria-label={`Delete ${record.naat.title}`}
                title="Delete download"
                onClick={() => void dispatch(removeDownload(record.id))}
              >
                <TrashIcon />
              </button>
            </li>
          ))}
        </ul>
      )}

      {confirming ? (
        <ConfirmDialog
          title="Delete All Downloads"
          message="Are you sure you want to delete all downloaded naats from this device? This action cannot be undone."
          confirmLabel="Delete All"
          onConfirm={() => {
            setConfirming(false);
            void dispatch(removeAllDownloads());
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
