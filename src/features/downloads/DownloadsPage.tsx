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
import { playList } from '../playback/naatThunks';
import { playAudio } from '../playback/playerSlice';
import { selectDownloadedBytes, selectDownloadList, selectDownloadsStatus } from './downloadsSlice';
import { qualityLabel, type AudioQuality } from '../playback/sourceChoice';
import { redownloadNaat, removeAllDownloads, removeDownload } from './downloadsThunks';
import { useStorageEstimate } from './useStorageEstimate';
import './downloads.css';
import { TOASTS_AVOID } from '../toasts/toastsAvoid';
import { formatDate } from '../../i18n/format';
import { t as translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

function StorageLine({ usedByDownloads }: { usedByDownloads: number }) {
  const t = useT();
  const estimate = useStorageEstimate(usedByDownloads);
  if (estimate === undefined) return null;
  if (estimate === null) {
    return <p className="downloads-storage">{t('downloads.storageUnknown')}</p>;
  }
  return (
    <p className="downloads-storage">
      {t('downloads.storage', { used: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}
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
  const t = useT();
  const other: AudioQuality = props.quality === 'data-saver' ? 'original' : 'data-saver';
  const toDataSaver = other === 'data-saver';
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline downloads-requality"
      aria-label={
        toDataSaver
          ? t('downloads.getDataSaverLabel', { title: props.title })
          : t('downloads.getOriginalLabel', { title: props.title })
      }
      disabled={props.busy}
      onClick={() => props.onClick(other)}
    >
      {props.busy
        ? t('downloads.redownloading')
        : toDataSaver
          ? t('downloads.getDataSaver')
          : t('downloads.getOriginal')}
    </button>
  );
}

/** Everything downloaded to this device, playable with no network. Reads IndexedDB only. */
export default function DownloadsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDownloadsStatus);
  const records = useAppSelector(selectDownloadList);
  const totalBytes = useAppSelector(selectDownloadedBytes);
  const active = useAppSelector((state) => state.downloads.active);
  const [confirming, setConfirming] = useState(false);
  const naats = records.map((record) => record.naat);

  if (status === 'idle' || status === 'loading') return <Loading text={t('downloads.loading')} />;

  return (
    <div className="container page downloads-page">
      <div className="page-head">
        <div>
          <h1>{t('downloads.title')}</h1>
          <p className="page-sub" aria-live="polite">
            {records.length > 0
              ? t('downloads.summary', { count: records.length, size: formatBytes(totalBytes) })
              : t('downloads.none')}
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
                    message: (count) => translate('downloads.playingAll', { count }),
                  }),
                )
              }
            >
              <PlayIcon size={18} /> {t('downloads.playAll')}
            </button>
            <button type="button" className="btn btn-danger-outline" onClick={() => setConfirming(true)}>
              <TrashIcon size={18} /> {t('downloads.deleteAll')}
            </button>
          </div>
        ) : null}
      </div>

      {status === 'failed' ? (
        <p className="downloads-warning" role="alert">
          {t('downloads.readFailed')}
        </p>
      ) : null}

      {records.length === 0 ? (
        <EmptyState title={t('downloads.emptyTitle')} icon={<DownloadIcon size={40} />}>
          <p>{t('downloads.emptyText')}</p>
          <Link to="/popular" className="btn btn-primary">
            {t('downloads.browsePopular')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="downloads-list" aria-label={t('downloads.listLabel')}>
          {records.map((record) => (
            <li key={record.id} className="downloads-item">
              <button
                type="button"
                className="icon-btn icon-btn-lg downloads-play"
                aria-label={t('downloads.playLabel', { title: record.naat.title })}
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
                  <span>{record.naat.naatKhawan.name || t('downloads.unknownArtist')}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatDuration(record.naat.duration)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{formatBytes(record.size)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{qualityLabel(record.quality ?? 'original')}</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    {t('downloads.downloadedOn', {
                      date: formatDate(new Date(record.downloadedAt), 'short'),
                    })}
                  </span>
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
                aria-label={t('downloads.deleteLabel', { title: record.naat.title })}
                title={t('downloads.deleteTitle')}
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
          title={t('downloads.deleteAllTitle')}
          message={t('downloads.deleteAllConfirm')}
          confirmLabel={t('downloads.deleteAllConfirmLabel')}
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
