import { Component, type ReactNode } from 'react';
import { ErrorState } from './StatusViews';
import { useT } from '../i18n/useT';

interface Props {
  children: ReactNode;
  /** What to show instead; the default is an error screen with a Retry that reloads the page. */
  fallback?: ReactNode;
}

/** The default fallback: a function component, so it speaks the interface language of the moment. */
function ReloadOnError() {
  const t = useT();
  return (
    <ErrorState
      title={t('errorBoundary.title')}
      message={t('errorBoundary.message')}
      onRetry={() => window.location.reload()}
    />
  );
}

/**
 * Catches render failures below it, chiefly a lazily loaded chunk that failed to arrive (offline, or a new
 * deployment replaced it), so the listener sees a message and a way out instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ReloadOnError />;
  }
}
