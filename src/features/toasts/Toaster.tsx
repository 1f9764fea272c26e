import { useEffect, useRef, useState, type Ref } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dismissToast, selectToasts, TOAST_POSITIONS, type Toast } from './toastsSlice';
import { useToastPlacement } from './useToastPlacement';
import './toaster.css';
import { useT } from '../../i18n/useT';

const ICON: Record<Toast['type'], string> = { success: '✓', info: 'i', error: '!' };

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dispatch = useAppDispatch();
  // Hovering or focusing a toast holds it open (it restarts its time when released), so it can be read.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dispatch(dismissToast(toast.id)), toast.duration);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration, held]);
  return (
    <div
      className={`toast toast-${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast-icon" aria-hidden="true">
        {ICON[toast.type]}
      </span>
      <span className="toast-message">{toast.message}</span>
      {toast.action ? (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            if (toast.action) dispatch(toast.action.intent);
            dispatch(dismissToast(toast.id));
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className="toast-close"
        aria-label={t('toast.dismiss')}
        onClick={() => dispatch(dismissToast(toast.id))}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Renders the toasts in their corners (top right, bottom right); each closes after its duration or when
 * dismissed.
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const topColumn = useRef<HTMLDivElement>(null);
  const bottomStack = useRef<HTMLDivElement>(null);
  useToastPlacement(topColumn, bottomStack, toasts);
  const stack = (position: (typeof TOAST_POSITIONS)[number], ref?: Ref<HTMLDivElement>) => (
    <div key={position} ref={ref} className={`toaster toaster-${position}`} aria-live="polite">
      {toasts
        .filter((toast) => toast.position === position)
        .map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
    </div>
  );
  const top = TOAST_POSITIONS.filter((position) => position !== 'bottom-right');
  // The two top stacks share one column, so a favorites toast goes below the others instead of over them;
  // both stacks slide clear of the controls the listener is using (useToastPlacement).
  return (
    <>
      <div className="toaster-top" ref={topColumn}>
        {top.map((position) => stack(position))}
      </div>
      {stack('bottom-right', bottomStack)}
    </>
  );
}
