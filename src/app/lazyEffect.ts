import type { EffectSetup, RootState } from './store';

/**
 * An effect whose code loads only when the state first needs it (the lock-screen controls, once a naat is
 * chosen), so a visit that never needs it does not download it. It is set up on the state as it is when it
 * arrives, so nothing that happened meanwhile is missed. When its code cannot be loaded, the next time the
 * state starts needing it tries again.
 */
export function lazyEffect(
  load: () => Promise<EffectSetup>,
  needed: (state: RootState) => boolean,
): EffectSetup {
  return (context) => {
    let disposed = false;
    let cleanup: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;

    const start = () => {
      load().then(
        (setup) => {
          if (!disposed) cleanup = setup(context);
        },
        (error: unknown) => {
          console.warn('A part of the app could not be loaded', error);
          if (!disposed) waitForNeed();
        },
      );
    };
    const waitForNeed = () => {
      stopWaiting = context.startListening({
        predicate: (_action, current, previous) => needed(current) && !needed(previous),
        effect: (_action, api) => {
          api.unsubscribe();
          start();
        },
      });
    };

    if (needed(context.getState())) start();
    else waitForNeed();
    return () => {
      disposed = true;
      stopWaiting?.();
      cleanup?.();
    };
  };
}
