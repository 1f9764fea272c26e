import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Action,
  type ThunkAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import favoritesSlice from '../features/favorites/favoritesSlice';
import playerSlice from '../features/player/playerSlice';
import queueSlice from '../features/queue/queueSlice';
import toastsSlice from '../features/toasts/toastsSlice';

const rootReducer = combineSlices(playerSlice, queueSlice, favoritesSlice, toastsSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/** Side effects (audio engine, persistence, media session) subscribe here, never inside components. */
export const listenerMiddleware = createListenerMiddleware();

/** One store factory for the app and every test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
