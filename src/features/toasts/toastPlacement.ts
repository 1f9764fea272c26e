/** A rectangle in viewport pixels (the shape of a DOMRect's edges). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ClearShiftInput {
  /** Where the stack's toasts are at their own corner, unshifted. */
  stack: Box;
  /** Controls the stack must not cover. */
  avoid: readonly Box[];
  /** 'down' for a stack that hangs from the top, 'up' for one that stands on the bottom. */
  direction: 'down' | 'up';
  viewportHeight: number;
  /** Space kept between the stack and a control, and between the stack and the viewport's edge. */
  gap?: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const shifted = (box: Box, by: number): Box => ({ ...box, top: box.top + by, bottom: box.bottom + by });

/** Moves the stack past every box it meets, one way only; each move passes a box for good, so it ends. */
function slide(stack: Box, avoid: readonly Box[], direction: 'down' | 'up', gap: number): number {
  let shift = 0;
  for (let step = 0; step <= avoid.length; step += 1) {
    const moved = shifted(stack, shift);
    const hit = avoid.find((box) => overlaps(moved, box));
    if (!hit) return shift;
    shift = direction === 'down' ? hit.bottom + gap - stack.top : hit.top - gap - stack.bottom;
  }
  return shift;
}

const fits = (box: Box, viewportHeight: number, gap: number): boolean =>
  box.top >= gap && box.bottom <= viewportHeight - gap;

/**
 * How far (px, positive is down) a toast stack moves from its corner so it covers none of `avoid`: past them
 * in its own direction, or the other way when that would leave the screen; kept on screen when neither fits.
 */
export function clearShift({ stack, avoid, direction, viewportHeight, gap = 8 }: ClearShiftInput): number {
  const ahead = slide(stack, avoid, direction, gap);
  if (ahead === 0 || fits(shifted(stack, ahead), viewportHeight, gap)) return ahead;
  const back = slide(stack, avoid, direction === 'down' ? 'up' : 'down', gap);
  if (fits(shifted(stack, back), viewportHeight, gap)) return back;
  // Nothing clear fits: stay as far along as the screen allows.
  return direction === 'down'
    ? Math.max(0, Math.min(ahead, viewportHeight - gap - stack.bottom))
    : Math.min(0, Math.max(ahead, gap - stack.top));
}

/** The smallest box around all of them, or null for none. */
export function union(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  return {
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
    left: Math.min(...boxes.map((box) => box.left)),
    right: Math.max(...boxes.map((box) => box.right)),
  };
}
