import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from '../../../src/components/useBackCloses';

function Overlay({ onClose }: { onClose: () => void }) {
  useBackCloses(onClose);
  return <p>open</p>;
}

function Host({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        close
      </button>
      {open ? (
        <Overlay
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

const popTo = async (steps: number) => {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.go(steps);
    await popped;
  });
};

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('useBackCloses', () => {
  it('pushes an entry at the same address that Back pops, closing the overlay', async () => {
    window.history.replaceState({ idx: 0, key: 'base' }, '', '/popular');
    const length = window.history.length;
    const onClose = vi.fn();
    const view = render(<Host onClose={onClose} />);
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/popular');
    // The router's own fields are kept, so the router sees the same location.
    expect(window.history.state).toMatchObject({ idx: 0, key: 'base' });

    await popTo(-1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(view.queryByText('open')).toBeNull();
    expect(window.history.state).toEqual({ idx: 0, key: 'base' });
  });

  it('removes its entry again when the overlay closes another way', async () => {
    window.history.replaceState({ idx: 0, key: 'base' }, '', '/naat/1');
    const onClose = vi.fn();
    const view = render(<Host onClose={onClose} />);
    expect(window.history.state).toHaveProperty('overlay');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    act(() => view.getByText('close').click());
    await act(async () => {
      await popped;
    });
    expect(window.history.state).toEqual({ idx: 0, key: 'base' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
