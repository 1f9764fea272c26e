import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { ShareIcon } from '../../components/icons';
import { formatDuration } from '../../lib/duration';
import { linkInLanguage, SHARE_SERVICES } from '../../lib/share';
import { withStartAt } from '../../lib/startAt';
import { canShareNatively, copyText, openShareTarget, shareNatively } from './shareActions';
import { LinkIcon, ServiceIcon } from './shareIcons';
import { useLocale, useT } from '../../i18n/useT';
import './share.css';

/** The 'copied' indicator lasts 2 s; after a share the dialog closes in 1.5 s. */
const COPIED_MS = 2000;
const SUCCESS_CLOSE_MS = 1500;

interface ShareDialogProps {
  title: string;
  text: string;
  url: string;
  /** Seconds into the naat when it is the one playing: offers a link to that moment (?t=). */
  startAt?: number | null;
  onClose: () => void;
}

/** Share a naat: the services, the device's own share sheet when there is one, and copy link. */
export default function ShareDialog({
  title,
  text,
  url: pageUrl,
  startAt = null,
  onClose,
}: ShareDialogProps) {
  const t = useT();
  const locale = useLocale();
  const [fromMoment, setFromMoment] = useState(false);
  // Every target and the copied link carry the moment once it is chosen, and the interface language.
  const url = linkInLanguage(
    fromMoment && startAt !== null ? withStartAt(pageUrl, startAt) : pageUrl,
    locale,
  );
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [shared, setShared] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const later = (callback: () => void, ms: number) => timers.current.push(window.setTimeout(callback, ms));

  // 'Shared successfully!' only for a share that is known to have happened: the device's share sheet
  // resolved, or the link is on the clipboard. A service's window opening says nothing about a share.
  const nativeShare = async () => {
    // Dismissing the share sheet is not an error worth showing.
    if (!(await shareNatively({ title, text, url }))) return;
    setShared(true);
    later(onClose, SUCCESS_CLOSE_MS);
  };

  const copyLink = async () => {
    if (await copyText(url)) {
      setCopyFailed(false);
      setCopied(true);
      later(() => setCopied(false), COPIED_MS);
      // The dialog stays, so the link can still be read or shared elsewhere; the message goes.
      setShared(true);
      later(() => setShared(false), SUCCESS_CLOSE_MS);
    } else setCopyFailed(true);
  };

  return (
    <Dialog title={t('share.title')} onClose={onClose} description={title} className="share-dialog">
      {shared ? (
        <p className="share-success" role="status">
          {t('share.success')}
        </p>
      ) : null}
      {startAt !== null ? (
        <label className="share-start-at">
          <input
            type="checkbox"
            checked={fromMoment}
            onChange={(event) => setFromMoment(event.target.checked)}
          />{' '}
          {t('share.startAt', { time: formatDuration(startAt) })}
        </label>
      ) : null}
      <ul className="share-grid">
        {SHARE_SERVICES.map((service) => (
          <li key={service.id}>
            <button
              type="button"
              className={`share-btn share-${service.id}`}
              onClick={() => openShareTarget(service.id, url, text)}
            >
              <span className="share-dot" aria-hidden="true">
                <ServiceIcon service={service.id} />
              </span>
              {t(service.label)}
            </button>
          </li>
        ))}
      </ul>
      {canShareNatively() ? (
        <button type="button" className="btn btn-outline btn-block" onClick={() => void nativeShare()}>
          <ShareIcon size={18} /> {t('share.moreOptions')}
        </button>
      ) : null}
      <div className="copy-row">
        <label htmlFor="share-link" className="visually-hidden">
          {t('share.linkLabel')}
        </label>
        <input
          id="share-link"
          dir="ltr"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={() => void copyLink()} aria-live="polite">
          <LinkIcon size={18} /> {copied ? t('share.copied') : t('share.copy')}
        </button>
      </div>
      {copyFailed ? (
        <p className="form-error" role="alert">
          {t('share.copyFailed')}
        </p>
      ) : null}
    </Dialog>
  );
}
