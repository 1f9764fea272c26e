import { useState } from 'react';
import type { Naat } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatBytes } from '../../lib/bytes';
import type { DownloadProgress } from './downloadAudio';
import { selectActiveDownload, selectDownloadRecord } from './downloadsSlice';
import { requestDownload, requestRemoval } from './downloadRequests';
import { DownloadedIcon, DownloadIcon } from '../../components/icons';
import { useOnline } from '../offline/useOnline';
import { t as translate } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import './downloads.css';

export interface DownloadButtonProps {
  naat: Naat;
  /** 'icon' for card and player action rows; 'full' (with words) for the naat page. */
  variant?: 'icon' | 'full';
}

/** '45% · 1.2 MB of 2.6 MB', or '1.2 MB' while the size is unknown. */
export function progressText({ loaded, total, percent }: DownloadProgress): string {
  if (total === null || percent === null) return formatBytes(loaded);
  return translate('downloads.progress', { percent, loaded: formatBytes(loaded), total: formatBytes(total) });
}

/**
 * The download states: idle, downloading (a progress bar with percent and bytes),
 * 'Downloaded!' for 3 s, then idle again, which now shows the naat as downloaded with a way to delete it.
 */
export function DownloadButton({ naat, variant = 'icon' }: DownloadButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const active = useAppSelector((state) => selectActiveDownload(state, naat.id));
  const downloaded = useAppSelector((state) => selectDownloadRecord(state, naat.id)) !== undefined;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const online = useOnline();

  if (active?.phase === 'downloading') {
    const text = progressText(active);
    return (
      <span className={`download-progress download-${variant}`}>
        <progress
          max={100}
          {...(active.percent === null ? {} : { value: active.percent })}
          aria-label={t('downloads.downloadingLabel', { title: naat.title })}
          aria-valuetext={text}
        />
        <span className="download-progress-text">{text}</span>
      </span>
    );
  }

  if (active?.phase === 'done') {
    return (
      <span className={`download-done download-${variant}`} role="status">
        <DownloadedIcon size={18} /> {t('downloads.done')}
      </span>
    );
  }

  if (downloaded) {
    if (confirmingDelete) {
      return (
        <span className={`download-delete-confirm download-${variant}`}>
          <button
            type="button"
            className="btn btn-sm btn-danger-outline"
            onClick={() => void dispatch(requestRemoval(naat))}
          >
            {t('downloads.deleteDownload')}
          </button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setConfirmingDelete(false)}>
            {t('downloads.keep')}
          </button>
        </span>
      );
    }
    return (
      <button
        type="button"
        className={
          variant === 'icon'
            ? 'icon-btn download-btn is-downloaded'
            : 'btn btn-outline download-btn is-downloaded'
        }
        aria-label={t('downloads.downloadedLabel', { title: naat.title })}
        title={t('downloads.downloadedTitle')}
        onClick={() => setConfirmingDelete(true)}
      >
        <DownloadedIcon size={variant === 'icon' ? 20 : 18} />
        {variant === 'full' ? ` ${t('downloads.downloaded')}` : null}
      </button>
    );
  }

  return (
    <button
      type="button"
      className={variant === 'icon' ? 'icon-btn download-btn' : 'btn btn-outline download-btn'}
      aria-label={t('downloads.downloadLabel', { title: naat.title })}
      title={online ? t('downloads.downloadTitle') : t('downloads.needsConnection')}
      // Offline the fetch could only fail; say why instead of toasting a failure.
      disabled={!online}
      onClick={() => void dispatch(requestDownload(naat))}
    >
      <DownloadIcon size={variant === 'icon' ? 20 : 18} />
      {variant === 'full' ? ` ${t('downloads.download')}` : null}
    </button>
  );
}
