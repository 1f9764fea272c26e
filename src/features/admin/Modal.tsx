import type { ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n/useT';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Closing is refused while a save is running. */
  busy?: boolean;
  wide?: boolean;
}

/**
 * The admin panel's modal: the shared Dialog (labelled, focus trapped, Escape closes, focus returns to the
 * opener) in the admin's colours. A click beside a form does not close it, so nothing typed is lost.
 */
export function Modal({ title, onClose, children, busy = false, wide = false }: ModalProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={busy}
      closeOnBackdrop={false}
      className={`admin-modal${wide ? ' admin-modal-wide' : ''}`}
    >
      {children}
    </Dialog>
  );
}

export function ConfirmModal({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      <p className="admin-confirm-text">{message}</p>
      <div className="admin-form-actions">
        <button type="button" className="admin-btn admin-btn-ghost" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </button>
        <button type="button" className="admin-btn admin-btn-danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
