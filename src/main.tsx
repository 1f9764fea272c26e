import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { lazyEffect } from './app/lazyEffect';
import { loadPersistedState, wirePersistence } from './app/persistence';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { startWebVitals } from './app/webVitals';
import { afterLoadWhenIdle } from './app/whenIdle';
import { AudioEngineContext } from './features/player/engineContext';
import { wireEngine } from './features/player/engineWiring';
import { createLazyEngine } from './features/player/lazyEngine';
import { readConnectionHints } from './features/player/connectionHints';
import { loadQualityState, wireQualitySetting } from './features/player/qualitySetting';
import { sendPlayCount } from './features/player/playCount';
import { isIOS } from './features/player/platform';
import { probeVolumeSupport } from './features/player/volumeSupport';
import { watchServerReachability } from './features/offline/serverReachability';
import { wireOffline } from './features/offline/wireOffline';
import { wirePlaylistSync } from './features/queue/playlistSync';
import { readAppName } from './lib/appName';

async function start(): Promise<void> {
  const appName = readAppName();
  // The saved queue, favorites and position come first (bounded by a timeout inside).
  const [persisted, audioQuality] = await Promise.all([loadPersistedState(), loadQualityState()]);
  const preloadedState = { ...persisted, audioQuality };
  const engine = createLazyEngine(() =>
    import('./features/player/engine').then(({ createHowlerEngine }) => createHowlerEngine()),
  );
  const store = makeStore(preloadedState, [
    wirePersistence({ lifecycle: window }),
    wireEngine(engine, {
      countPlay: sendPlayCount,
      probeVolume: probeVolumeSupport,
      connection: readConnectionHints,
    }),
    wireQualitySetting(),
    // The document title, the lock screen, the desktop media keys and the listening history.
    lazyEffect(
      () =>
        import('./features/player/playerExtras').then(({ wirePlayerExtras }) =>
          wirePlayerExtras(appName, isIOS()),
        ),
      (state) => state.player.currentAudio !== null,
    ),
    wirePlaylistSync,
    wireOffline(),
  ]);

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
