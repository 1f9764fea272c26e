import { useRef } from 'react';
import { swipeDirection } from './swipe';

interface SwipeHandlers {
  onUp?: () => void;
  onDown?: () => void;
}

/**
 * Pointer handlers that call `onUp` / `onDown` for a vertical swipe (touch, pen or mouse drag). The element
 * needs `touch-action: none` (or pan-x) in CSS, or the browser takes the gesture for scrolling and cancels it.
 */
export function useSwipe({ onUp, onDown }: SwipeHandlers) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (from?.id !== event.pointerId) return;
      const direction = swipeDirection(from.x, from.y, event.clientX, event.clientY);
      if (direction === 'up') onUp?.();
      else if (direction === 'down') onDown?.();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
