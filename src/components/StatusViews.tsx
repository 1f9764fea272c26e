import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

/** A page's loading state: announced politely, with a spinner and the page's own text. */
export function Loading({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="status status-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{text ?? t('status.loading')}</p>
    </div>
  );
}

export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="status status-empty">
      {icon ? <div className="status-icon">{icon}</div> : null}
      <h2>{title}</h2>
      {children}
    </div>
  );
}

/** A failed request: the message a person can act on and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string | undefined;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div className="status status-error" role="alert">
      <h2>{title}</h2>
      {message && message !== title ? <p>{message}</p> : null}
      {onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('status.retry')}
        </button>
      ) : null}
    </div>
  );
}
