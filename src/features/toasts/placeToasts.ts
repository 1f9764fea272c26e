import { clearShift, union, type Box } from './toastPlacement';

/*
 * The work of keeping toasts off the controls, in its own chunk: it is needed only once a
 * toast shows, not for the first paint. useToastPlacement loads it.
 */

const shiftOf = new WeakMap<HTMLElement, number>();

const edges = ({ top, bottom, left, right }: DOMRect): Box => ({ top, bottom, left, right });

/** On screen and not under something else (a dialog, the queue panel): a toast over it is what hides it. */
function uncovered(element: Element, toasters: readonly HTMLElement[]): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (element.contains(hit) || toasters.some((toaster) => toaster.contains(hit)));
}

/** Moves one stack clear of `avoid`; answers where its toasts now are. */
function placeStack(
  stack: HTMLElement,
  avoid: readonly Box[],
  direction: 'down' | 'up',
  viewportHeight: number,
): Box | null {
  const current = shiftOf.get(stack) ?? 0;
  const toasts = [...stack.querySelectorAll('.toast')].map((toast) => edges(toast.getBoundingClientRect()));
  const placed = union(toasts);
  const natural = placed && { ...placed, top: placed.top - current, bottom: placed.bottom - current };
  const shift = natural ? clearShift({ stack: natural, avoid, direction, viewportHeight }) : 0;
  if (shift !== current) {
    shiftOf.set(stack, shift);
    stack.style.transform = shift === 0 ? '' : `translateY(${shift}px)`;
  }
  return natural && { ...natural, top: natural.top + shift, bottom: natural.bottom + shift };
}

/** Slides the bottom stack, then the top column (which also keeps off the bottom stack: no two toasts overlap). */
export function placeToasts(
  top: HTMLElement | null,
  bottom: HTMLElement | null,
  pressed: Element | null,
): void {
  const toasters = [top, bottom].filter((element) => element !== null);
  const candidates = [...document.querySelectorAll('[data-toasts-avoid]')];
  if (pressed?.isConnected) candidates.push(pressed);
  const avoid = candidates
    .filter((element) => uncovered(element, toasters))
    .map((element) => edges(element.getBoundingClientRect()));
  const height = window.innerHeight;
  const below = bottom && placeStack(bottom, avoid, 'up', height);
  if (top) placeStack(top, below ? [...avoid, below] : avoid, 'down', height);
}

/** Calls `place` whenever the controls under the toasts may have moved; answers how to stop. */
export function watchPlacement(place: () => void): () => void {
  // Panels opening, pages changing, scrolling and resizing move the controls under the toasts. All of these
  // call back synchronously (no animation frames), so placement also holds under a paused clock.
  const observer = new MutationObserver(place);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', place);
  window.addEventListener('scroll', place, { capture: true, passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', place);
    window.removeEventListener('scroll', place, { capture: true });
  };
}
