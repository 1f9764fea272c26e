import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

type Placement = typeof import('./placeToasts');

let loaded: Placement | null = null;
const load = async (): Promise<Placement> => (loaded ??= await import('./placeToasts'));

/**
 * Keeps the toast stacks (top column and bottom-right) off the control the listener just pressed and off the
 * controls marked with TOASTS_AVOID, by sliding a stack past them; re-placed whenever the page's content, size
 * or scroll changes while toasts are up. The placing code is a chunk of its own, loaded by the first press
 * (before that press's toast shows) or by the first toast.
 */
export function useToastPlacement(
  top: RefObject<HTMLElement | null>,
  bottom: RefObject<HTMLElement | null>,
  toasts: readonly unknown[],
): void {
  const pressed = useRef<Element | null>(null);

  // Capture on the document runs before the app's own click handler shows its toast; click covers touch,
  // mouse and keyboard alike.
  useEffect(() => {
    const remember = (event: Event) => {
      const control =
        event.target instanceof Element ? event.target.closest('button, a, input, select') : null;
      // A toast's own close button goes with its toast, and a gone control is not kept clear of.
      if (!control) return;
      pressed.current = control;
      void load();
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useLayoutEffect(() => {
    if (toasts.length === 0) return;
    let stop: (() => void) | undefined;
    let live = true;
    const start = ({ placeToasts, watchPlacement }: Placement) => {
      if (!live) return;
      const place = () => placeToasts(top.current, bottom.current, pressed.current);
      place();
      stop = watchPlacement(place);
    };
    if (loaded) start(loaded);
    else void load().then(start);
    return () => {
      live = false;
      stop?.();
    };
  }, [top, bottom, toasts]);
}
