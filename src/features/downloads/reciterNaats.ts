import { publicApi } from '../../api/publicApi';
import type { Naat } from '../../api/types';
import type { AppThunk } from '../../app/store';

/** Every naat of a reciter, 100 a page (the API's largest page), for 'Download all'. */
export const fetchAllReciterNaats =
  (id: number, signal: AbortSignal): AppThunk<Promise<Naat[]>> =>
  async (dispatch) => {
    const naats: Naat[] = [];
    for (let page = 1; ; page += 1) {
      signal.throwIfAborted();
      const request = dispatch(
        publicApi.endpoints.getReciterAudios.initiate({ id, page, limit: 100 }, { subscribe: false }),
      );
      const stop = () => request.abort();
      signal.addEventListener('abort', stop, { once: true });
      try {
        const result = await request.unwrap();
        naats.push(...result.items);
        if (page >= result.totalPages || result.items.length === 0) return naats;
      } finally {
        signal.removeEventListener('abort', stop);
      }
    }
  };
