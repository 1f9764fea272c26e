/**
 * The offline side of the store: mirrors whether the server can be reached into the store (what plays next
 * skips naats that are not downloaded while offline: playback/playOrder.ts), and sets the play-latency marks
 * the benchmark reads. Registered with makeStore's effects in src/main.tsx.
 */
import type { EffectSetup } from '../../app/store';
import { connectivityChanged } from './connectivitySlice';
import { isOnline, subscribeOnline } from './onlineStatus';
import { wirePlayLatencyMarks } from './playLatency';

export interface Connectivity {
  isOnline: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}

const browserConnectivity: Connectivity = { isOnline, subscribe: subscribeOnline };

export function wireOffline(connectivity: Connectivity = browserConnectivity): EffectSetup {
  return (context) => {
    const { dispatch, getState } = context;
    const stopMarks = wirePlayLatencyMarks(context);
    const mirror = () => {
      const online = connectivity.isOnline();
      if (getState().connectivity.online !== online) dispatch(connectivityChanged(online));
    };
    mirror();
    const stopWatching = connectivity.subscribe(mirror);
    return () => {
      stopWatching();
      stopMarks?.();
    };
  };
}
