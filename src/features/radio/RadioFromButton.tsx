import type { ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { RadioIcon } from '../../components/icons';
import type { RadioFrom } from './radioStart';

/** Starts a radio of one reciter or around one naat; the radio's code loads on the first press. */
export function RadioFromButton({
  from,
  disabled = false,
  children,
}: {
  from: RadioFrom;
  disabled?: boolean;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={disabled}
      onClick={() => void import('./radioStart').then(({ startRadio }) => dispatch(startRadio(from)))}
    >
      <RadioIcon size={18} /> {children}
    </button>
  );
}
