import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/app/whenIdle';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('waits for the next frame and a task after it', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => ((frame = callback), 1),
      setTimeout,
    };
    let done = false;
    void afterNextPaint(win as unknown as Window, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for ever in a tab that draws no frames', async () => {
    vi.useFakeTimers();
    const win = { requestAnimationFrame: () => 1, setTimeout };
    let done = false;
    void afterNextPaint(win as unknown as Window, 100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
