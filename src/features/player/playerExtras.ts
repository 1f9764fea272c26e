/**
 * The player's effects that matter only once a naat is chosen, loaded then as one chunk (main.tsx through
 * app/lazyEffect.ts): the document title (the site's own until then, as index.html has it), the lock-screen
 * controls, the desktop media keys and the listening history.
 */
import type { EffectSetup } from '../../app/store';
import { wireDocumentTitle } from './documentTitle';
import { wireKeyboardShortcuts } from './keyboardShortcuts';
import { wireListeningHistory } from './listeningHistory';
import { browserMediaSessionOptions, wireMediaSession } from './mediaSession';

export function wirePlayerExtras(appName: string, ios: boolean): EffectSetup {
  const setups = [
    wireDocumentTitle(document, appName),
    wireMediaSession(browserMediaSessionOptions(appName, ios)),
    wireKeyboardShortcuts(document),
    wireListeningHistory({ lifecycle: window }),
  ];
  return (context) => {
    const cleanups = setups.map((setup) => setup(context));
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  };
}
