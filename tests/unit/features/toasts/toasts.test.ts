import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import {
  dismissToast,
  MAX_TOASTS,
  selectToasts,
  showToast,
  TOAST_DURATION,
} from '../../../../src/features/toasts/toastsSlice';

describe('toasts', () => {
  it('default to info, 3000 ms, top-right, each with its own id', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: 'One' }));
    store.dispatch(showToast({ message: 'Two' }));
    const [one, two] = selectToasts(store.getState());
    expect(one).toMatchObject({ message: 'One', type: 'info', duration: 3000, position: 'top-right' });
    expect(one?.id).not.toBe(two?.id);
  });

  it('download messages last 4000 ms and the radio start 2000 ms; an explicit duration wins', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: 'Downloaded "A" successfully!', type: 'success', kind: 'download' }));
    store.dispatch(showToast({ message: 'Starting Naats Radio...', kind: 'radio' }));
    store.dispatch(showToast({ message: 'x', kind: 'radio', duration: 1234 }));
    expect(selectToasts(store.getState()).map((toast) => toast.duration)).toEqual([4000, 2000, 1234]);
    expect(TOAST_DURATION).toEqual({ default: 3000, download: 4000, radio: 2000 });
  });

  it('keep their type and position, and dismiss by id', () => {
    const store = makeStore();
    store.dispatch(
      showToast({ message: 'Added to favorites', type: 'success', position: 'top-right-favorites' }),
    );
    store.dispatch(showToast({ message: 'Failed', type: 'error', position: 'bottom-right' }));
    const [first, second] = selectToasts(store.getState());
    expect(first).toMatchObject({ type: 'success', position: 'top-right-favorites' });
    expect(second).toMatchObject({ type: 'error', position: 'bottom-right' });
    store.dispatch(dismissToast(first?.id ?? ''));
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual(['Failed']);
  });

  it('keep at most five on screen, dropping the oldest', () => {
    const store = makeStore();
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) store.dispatch(showToast({ message: `T${i}` }));
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
    ]);
  });
});
