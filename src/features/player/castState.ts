/**
 * Whether a naat can be cast, or is casting, as a tiny external store over an element's Remote Playback API:
 * 'unavailable' (no device, or the browser cannot tell), 'disconnected' (a device is there), 'connecting' or
 * 'connected'. One store per RemotePlayback object, watching devices only while someone subscribes.
 */
export type CastState = RemotePlaybackState | 'unavailable';

export interface CastStore {
  get: () => CastState;
  subscribe: (onChange: () => void) => () => void;
}

const stores = new WeakMap<RemotePlayback, CastStore>();

function createCastStore(remote: RemotePlayback): CastStore {
  const listeners = new Set<() => void>();
  let available = false;
  let watch: Promise<number | undefined> | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const start = () => {
    remote.addEventListener('connecting', notify);
    remote.addEventListener('connect', notify);
    remote.addEventListener('disconnect', notify);
    watch = remote
      .watchAvailability((value) => {
        available = value;
        notify();
      })
      .catch(() => {
        // NotSupportedError: the browser cannot tell whether a device is there, so no button.
        available = false;
        notify();
        return undefined;
      });
  };
  const stop = () => {
    remote.removeEventListener('connecting', notify);
    remote.removeEventListener('connect', notify);
    remote.removeEventListener('disconnect', notify);
    void watch
      ?.then((id) => (id === undefined ? undefined : remote.cancelWatchAvailability(id)))
      .catch(() => undefined);
    watch = null;
  };
  return {
    get: () => (remote.state !== 'disconnected' ? remote.state : available ? 'disconnected' : 'unavailable'),
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) stop();
      };
    },
  };
}

export function castStoreOf(remote: RemotePlayback): CastStore {
  let store = stores.get(remote);
  if (!store) {
    store = createCastStore(remote);
    stores.set(remote, store);
  }
  return store;
}
