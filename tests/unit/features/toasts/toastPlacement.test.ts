import { describe, expect, it } from 'vitest';
import { clearShift, union, type Box } from '../../../../src/features/toasts/toastPlacement';

const box = (top: number, bottom: number, left = 900, right = 1260): Box => ({ top, bottom, left, right });
const stack = box(16, 64);

describe('clearShift', () => {
  it('leaves a stack that covers nothing in its corner', () => {
    expect(clearShift({ stack, avoid: [box(80, 120)], direction: 'down', viewportHeight: 800 })).toBe(0);
    // Side by side is not covering.
    const beside = box(20, 60, 100, 300);
    expect(clearShift({ stack, avoid: [beside], direction: 'down', viewportHeight: 800 })).toBe(0);
  });

  it('moves a top stack below the control it would cover, and below the next one it then meets', () => {
    expect(clearShift({ stack, avoid: [box(40, 84)], direction: 'down', viewportHeight: 800 })).toBe(76);
    const twoRows = [box(40, 84), box(100, 144)];
    expect(clearShift({ stack, avoid: twoRows, direction: 'down', viewportHeight: 800 })).toBe(136);
  });

  it('moves a bottom stack above the control it would cover', () => {
    const bottomStack = box(600, 704);
    expect(
      clearShift({ stack: bottomStack, avoid: [box(680, 720)], direction: 'up', viewportHeight: 800 }),
    ).toBe(680 - 8 - 704);
  });

  it('goes the other way when moving past the control would leave the screen', () => {
    const low = box(300, 640);
    // Below the control (ends at 700) there is no room in a 667 px screen; above it there is.
    const shift = clearShift({ stack: low, avoid: [box(620, 700)], direction: 'down', viewportHeight: 667 });
    expect(shift).toBe(620 - 8 - 640);
  });

  it('stays on screen when nothing clear fits', () => {
    const tall = box(16, 600);
    const shift = clearShift({ stack: tall, avoid: [box(100, 140)], direction: 'down', viewportHeight: 667 });
    expect(tall.bottom + shift).toBeLessThanOrEqual(667 - 8);
    expect(shift).toBeGreaterThanOrEqual(0);
  });
});

describe('union', () => {
  it('is the box around all, or null for none', () => {
    expect(union([])).toBeNull();
    expect(union([box(16, 64), box(72, 120, 880, 1240)])).toEqual(box(16, 120, 880, 1260));
  });
});
