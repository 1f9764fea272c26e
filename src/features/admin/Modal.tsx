import type { ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Closing is refused while a save is running. */
  busy?: boolean;
  wide?: boolean;
  /** The id of the element inside that describes the modal (a confirmation's question). */
  describedBy?: string;
}

/**
 * The admin panel's modal: the shared Dialog (labelled, focus trapped, Escape closes, focus returns to the
 * opener) in the admin's colours. A click beside a form does not close it, so nothing typed is lost.
 */
export function Modal({ title, onClose, children, busy = false, wide = false, describedBy }: ModalProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={busy}
      closeOnBackdrop={false}
      describedBy={describedBy}
      className={`admin-modal${wide ? ' admin-modal-wide' : ''}`}
    >
      {children}
    </Dialog>
  );
}
