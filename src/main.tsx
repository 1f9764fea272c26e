import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { startDevice } from './app/device';
import { lazyEffect } from './app/lazyEffect';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { startWebVitals } from './app/webVitals';
import { afterLoadWhenIdle, afterNextPaint } from './app/whenIdle';
import { AudioEngineContext } from './features/player/engineContext';
import { createLazyEngine } from './features/player/lazyEngine';
import { isIOS } from './features/player/platform';
import { watchServerReachability } from './features/offline/serverReachability';
import { wireOffline } from './features/offline/wireOffline';
import { listenForInstallPrompt } from './features/offline/installPrompt';
import { readAppName } from './lib/appName';
import { activateLocale } from './i18n/i18n';
import { startingLocale } from './i18n/localeChoice';

async function start(): Promise<void> {
  // Before anything is awaited: Chromium may offer installation as soon as the page has loaded.
  listenForInstallPrompt();
  const appName = readAppName();
  const engine = createLazyEngine(() =>
    import('./features/player/engine').then(({ createHowlerEngine }) => createHowlerEngine()),
  );
  // What this device saved (the queue, favorites, position, settings) comes first, with the interface
  // language's messages (the server preloads that chunk with the page). A first visit has nothing to read.
  const [device] = await Promise.all([startDevice(engine), activateLocale(startingLocale())]);
  const store = makeStore(device.preloadedState, [
    // Storage, the Data saver setting, the download records and the engine's wiring.
    device.effect,
    // The document title, the lock screen, the desktop media keys and the listening history.
    lazyEffect(
      () =>
        import('./features/player/playerExtras').then(({ wirePlayerExtras }) =>
          wirePlayerExtras(appName, isIOS()),
        ),
      (state) => state.player.currentAudio !== null,
    ),
    wireOffline(),
  ]);

  // The Nastaliq font (160 KB for its Arabic-script part) follows the first paint: Urdu text shows in the
  // system's font until it arrives (font-display: swap), and the first paint never waits for it. (Loaded with
  // the page's CSS, it raced the first paint: when it won, Lighthouse counted it into First Contentful Paint,
  // 2.6 s instead of 1.6 s on /naat/{id}.)
  void afterNextPaint().then(() => import('@fontsource/noto-nastaliq-urdu/400.css'));
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // As a transition, React renders the first screen in slices that give the browser a turn between them,
  // instead of one long task that would hold up a tap (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <AudioEngineContext.Provider value={engine}>
            <App />
          </AudioEngineContext.Provider>
        </Provider>
      </StrictMode>,
    );
  });
  void registerServiceWorker();
  watchServerReachability();
  startWebVitals();
  // With a service worker in control the engine comes from its cache, at no network cost: have it ready
  // before the first tap, so play() runs inside the tap (see lazyEngine.ts). A first visit loads it on the
  // first play instead.
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller)
    afterLoadWhenIdle(() => void engine.preload());
}

void start();
