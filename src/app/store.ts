import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Action,
  type ThunkAction,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import adminSessionSlice from '../features/admin/adminSessionSlice';
import downloadsSlice from '../features/downloads/downloadsSlice';
import favoritesSlice from '../features/playback/favoritesSlice';
import connectivitySlice from '../features/offline/connectivitySlice';
import playerSlice from '../features/playback/playerSlice';
import audioQualitySlice from '../features/player/qualitySlice';
import queueSlice from '../features/playback/queueSlice';
import toastsSlice from '../features/toasts/toastsSlice';

const rootReducer = combineSlices(
  playerSlice,
  queueSlice,
  favoritesSlice,
  toastsSlice,
  adminSessionSlice,
  downloadsSlice,
  audioQualitySlice,
  connectivitySlice,
  baseApi,
);

export type RootState = ReturnType<typeof rootReducer>;

/** Every slice's starting state: what a device with nothing saved begins with. */
export const emptyState = (): RootState => rootReducer(undefined, { type: 'app/emptyState' });

function createStore(preloadedState: Partial<RootState> | undefined) {
  // One listener middleware per store, so tests that make several stores never share listeners.
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
  return { store, listenerMiddleware };
}

type BareStore = ReturnType<typeof createStore>['store'];
export type AppDispatch = BareStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export interface EffectContext {
  startListening: AppStartListening;
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * A side effect (audio engine, persistence, media session, document title) registers its listeners here;
 * it may answer a function that undoes whatever it set up outside the store.
 */
export type EffectSetup = (context: EffectContext) => (() => void) | undefined;

/**
 * One store factory for the app and every test. `effects` are registered on this store's own listener
 * middleware; `store.startListening` adds more later, `store.dispose()` removes them all.
 */
export function makeStore(preloadedState?: Partial<RootState>, effects: readonly EffectSetup[] = []) {
  const { store, listenerMiddleware } = createStore(preloadedState);
  const startListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
  const unsubscribeApi = setupListeners(store.dispatch);
  const context: EffectContext = {
    startListening,
    dispatch: store.dispatch,
    getState: () => store.getState(),
  };
  const cleanups = effects.map((setup) => setup(context));
  return Object.assign(store, {
    startListening,
    dispose(): void {
      listenerMiddleware.clearListeners();
      unsubscribeApi();
      for (const cleanup of cleanups) cleanup?.();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
