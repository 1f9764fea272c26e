import { useEffect, type RefObject } from 'react';

/**
 * After a failed check, brings the form's first message into view and puts the cursor in its field: on a
 * phone the first message may be out of view.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    const first = formRef.current?.querySelector('.admin-field-error')?.closest('.admin-field-wrap');
    first?.scrollIntoView({ block: 'center' });
    first?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [formRef, errors]);
}
