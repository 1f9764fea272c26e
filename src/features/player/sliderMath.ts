/** Pure arithmetic behind the progress and volume sliders (pointer and keyboard), kept out of components. */

export const clampFraction = (value: number): number =>
  Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;

/** Where a pointer at clientX falls on a bar, as 0..1 (clamped, so dragging past either end is fine). */
export function fractionAt(clientX: number, left: number, width: number): number {
  if (!(width > 0)) return 0;
  return clampFraction((clientX - left) / width);
}

/**
 * The value after a key press on a slider of 0..1, or null when the key is not a slider key.
 * Arrows move by `step`, Page keys by `bigStep`, Home and End jump to the ends.
 */
export function fractionAfterKey(key: string, value: number, step: number, bigStep: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampFraction(value + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampFraction(value - step);
    case 'PageUp':
      return clampFraction(value + bigStep);
    case 'PageDown':
      return clampFraction(value - bigStep);
    case 'Home':
      return 0;
    case 'End':
      return 1;
    default:
      return null;
  }
}
