import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './controlIcons';
import { useFocusTrap } from './useFocusTrap';
import { useT } from '../i18n/useT';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Shown under the title; linked as the dialog's description. */
  description?: ReactNode;
  /** The id of an element of `children` that describes the dialog, when it is not `description`. */
  describedBy?: string;
  /** Closing is refused (Escape, backdrop, the close button) while a save is running. */
  busy?: boolean;
  /** A click on the backdrop closes it; off for forms, where a stray click must not lose what was typed. */
  closeOnBackdrop?: boolean;
}

/** A modal dialog: focus trapped inside, Escape or the backdrop closes it, focus returns to the opener. */
export function Dialog({
  title,
  onClose,
  children,
  className = '',
  description,
  describedBy,
  busy = false,
  closeOnBackdrop = true,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(ref, close);
  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={ref}
        className={`dialog ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : describedBy}
        tabIndex={-1}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('dialog.close')}
            onClick={close}
            disabled={busy}
          >
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A yes/no question; the confirming action is named by `confirmLabel`. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onCancel} description={message} className="dialog-confirm">
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} data-autofocus>
          {t('dialog.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
