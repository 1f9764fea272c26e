import type { ReactNode } from 'react';
import { LinkedText } from '../../components/LinkedText';
import { useT } from '../../i18n/useT';
import { useOnline } from './useOnline';
import './offline.css';

/**
 * Wraps a screen that works only online (/admin): offline, it says so instead of failing call by call,
 * and the screen comes back by itself when the connection does.
 */
export function RequiresConnection({
  children,
  what,
}: {
  children: ReactNode;
  /** The screen's name in the sentence; the admin panel when left out. */
  what?: string;
}) {
  const t = useT();
  const online = useOnline();
  if (online) return <>{children}</>;
  return (
    <section className="requires-connection" aria-labelledby="requires-connection-title">
      <h1 id="requires-connection-title">{t('offline.title')}</h1>
      <p>{t('offline.needsConnection', { what: what ?? t('offline.adminPanel') })}</p>
      <p>
        <LinkedText text={t('offline.downloadsStillPlay')} to="/downloads" />
      </p>
    </section>
  );
}
