/** The vertical distance (CSS px) a finger must travel for a swipe to count; less is a tap. */
export const SWIPE_MIN_PX = 40;

export type SwipeDirection = 'up' | 'down' | null;

/**
 * The swipe a pointer made from (startX, startY) to (endX, endY): mostly vertical and far enough, or none. A
 * diagonal drag (a horizontal scroll, a slider) is not a swipe.
 */
export function swipeDirection(startX: number, startY: number, endX: number, endY: number): SwipeDirection {
  const dy = endY - startY;
  const dx = endX - startX;
  if (Math.abs(dy) < SWIPE_MIN_PX || Math.abs(dy) < Math.abs(dx) * 1.5) return null;
  return dy < 0 ? 'up' : 'down';
}
