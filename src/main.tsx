import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App';
import { loadPersistedState, wirePersistence } from './app/persistence';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { startWebVitals } from './app/webVitals';
import { wireDocumentTitle } from './features/player/documentTitle';
import { createHowlerEngine } from './features/player/engine';
import { AudioEngineContext } from './features/player/engineContext';
import { wireEngine } from './features/player/engineWiring';
import { browserMediaSessionOptions, wireMediaSession } from './features/player/mediaSession';
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
  const preloadedState = await loadPersistedState();
  const engine = createHowlerEngine();
  const store = makeStore(preloadedState, [
    wirePersistence({ lifecycle: window }),
    wireEngine(engine, { countPlay: sendPlayCount, probeVolume: probeVolumeSupport }),
    wireMediaSession(browserMediaSessionOptions(appName, isIOS())),
    wireDocumentTitle(document, appName),
    wirePlaylistSync,
    wireOffline(),
  ]);

  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <AudioEngineContext.Provider value={engine}>
          <App />
        </AudioEngineContext.Provider>
      </Provider>
    </StrictMode>,
  );
  registerServiceWorker();
  watchServerReachability();
  startWebVitals();
}

void start();
