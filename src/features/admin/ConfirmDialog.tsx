import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  /** The question, linked as the dialog's description (read out with the title when it opens). */
  message?: string;
  /** What the admin picks or reads before confirming (the reciter to merge into and its preview). */
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to the panel's Cancel. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons are off and the dialog cannot be closed. */
  busy?: boolean;
  /** Confirming is off until the admin has chosen what `children` ask for. */
  confirmDisabled?: boolean;
  /** Why the action failed; announced. */
  error?: string | null;
}

/**
 * Every confirmation of the admin panel (delete a naat, delete a reciter, merge reciters): the admin
 * Modal with the question, Cancel and the confirming action in the danger colour. Focus starts on Cancel, so
 * Enter never confirms by accident, unless the content marks a field to fill first with `data-autofocus`.
 * (The listener pages have their own ConfirmDialog in components/Dialog.tsx, in the public look.)
 */
export function ConfirmDialog({
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmDisabled = false,
  error = null,
}: ConfirmDialogProps) {
  const t = useT();
  const messageId = useId();
  return (
    <Modal title={title} onClose={onCancel} busy={busy} describedBy={message ? messageId : undefined}>
      <div className="admin-form">
        {message ? (
          <p id={messageId} className="admin-confirm-text">
            {message}
          </p>
        ) : null}
        {children}
        {error ? (
          <p className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="admin-form-actions">
          <button
            type="button"
            className="admin-btn admin-btn-ghost"
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            {cancelLabel ?? t('admin.cancel')}
          </button>
          <button
            type="button"
            className="admin-btn admin-btn-danger"
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
