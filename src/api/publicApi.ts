import { RANKED_PAGE_SIZE } from '../lib/guards';
import type { ReciterSort } from '../lib/reciterSort';
import { baseApi } from './baseApi';
import {
  normalizeList,
  normalizeNaat,
  normalizeReciter,
  normalizeReciterAudios,
  unwrapItem,
  type ListResult,
  type ReciterAudios,
} from './normalize';
import type { Naat, Reciter } from './types';

/** Reciter audios 15 per page; search page and default lists 20. */
export const RECITER_PAGE_SIZE = 15;
export const SEARCH_PAGE_SIZE = 20;
export const SUGGESTION_LIMIT = 5;
export const HOME_SECTION_SIZE = 6;
export const RADIO_SIZE = 20;

export interface RandomArgs {
  limit: number;
  /** Only this reciter's naats. */
  naatKhawanId?: number;
  /** This naat first, then naats of its reciter and others. */
  naatId?: number;
}

export interface PageArgs {
  page?: number;
  limit?: number;
}
export interface SearchArgs {
  q: string;
  page: number;
  limit: number;
}
export interface ReciterAudiosArgs {
  id: number;
  page: number;
  limit?: number;
  /** The A-Z initial filter; omitted for all. */
  initial?: string | null;
  /** Omitted (or null) for the default order, by title. */
  sort?: ReciterSort | null;
}

const params = (values: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
};

const naatList = (response: unknown, _meta: unknown, args: PageArgs | SearchArgs | undefined) =>
  normalizeList(response, normalizeNaat, args?.limit);
const reciterList = (response: unknown, _meta: unknown, args: PageArgs | SearchArgs | undefined) =>
  normalizeList(response, normalizeReciter, args?.limit);

/**
 * The public reads (reciters, naats, search, random). Tags let admin changes refresh every screen that
 * shows the data.
 */
export const publicApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecitersByName: build.query<Reciter[], undefined>({
      query: () => '/naatkhawans?sort=name',
      transformResponse: (response: unknown) => normalizeList(response, normalizeReciter).items,
      providesTags: ['Reciter'],
    }),
    getTopReciters: build.query<Reciter[], number>({
      query: (limit) => `/naatkhawans?${params({ sort: 'audio_count', limit })}`,
      transformResponse: (response: unknown) => normalizeList(response, normalizeReciter).items,
      providesTags: ['Reciter'],
    }),
    getReciter: build.query<Reciter, number>({
      query: (id) => `/naatkhawans/${id}`,
      transformResponse: (response: unknown) => normalizeReciter(unwrapItem(response)),
      providesTags: (_result, _error, id) => [{ type: 'Reciter', id }],
    }),
    getReciterAudios: build.query<ReciterAudios, ReciterAudiosArgs>({
      query: ({ id, page, limit = RECITER_PAGE_SIZE, initial, sort }) =>
        `/naatkhawans/${id}/audios?${params({ page, limit, initial, sort })}`,
      transformResponse: (response: unknown, _meta, args) =>
        normalizeReciterAudios(response, args.page, args.limit ?? RECITER_PAGE_SIZE),
      providesTags: ['Naat'],
    }),
    getNaat: build.query<Naat, number>({
      query: (id) => `/audios/${id}`,
      transformResponse: (response: unknown) => normalizeNaat(unwrapItem(response)),
      providesTags: (_result, _error, id) => [{ type: 'Naat', id }],
    }),
    getPopular: build.query<ListResult<Naat>, PageArgs>({
      query: ({ page, limit = RANKED_PAGE_SIZE }) => `/audios/popular?${params({ page, limit })}`,
      transformResponse: naatList,
      providesTags: ['Naat'],
    }),
    getRecent: build.query<ListResult<Naat>, PageArgs>({
      query: ({ page, limit = RANKED_PAGE_SIZE }) => `/audios/recent?${params({ page, limit })}`,
      transformResponse: naatList,
      providesTags: ['Naat'],
    }),
    /** Naats Radio: `limit` random naats, of one reciter or around one naat when asked. */
    getRandom: build.query<Naat[], RandomArgs>({
      query: ({ limit, naatKhawanId: reciterId, naatId }) =>
        `/audios/random?${params({ limit, naatKhawanId: reciterId, naatId })}`,
      transformResponse: (response: unknown) => normalizeList(response, normalizeNaat).items,
      providesTags: ['Naat'],
    }),
    searchNaats: build.query<ListResult<Naat>, SearchArgs>({
      query: ({ q, page, limit }) => `/audios?${params({ search: q, page, limit })}`,
      transformResponse: naatList,
      providesTags: ['Naat'],
    }),
    searchReciters: build.query<ListResult<Reciter>, SearchArgs>({
      query: ({ q, page, limit }) => `/naatkhawans?${params({ search: q, page, limit })}`,
      transformResponse: reciterList,
      providesTags: ['Reciter'],
    }),
  }),
});

export const {
  useGetRecitersByNameQuery,
  useGetTopRecitersQuery,
  useGetReciterQuery,
  useGetReciterAudiosQuery,
  useGetNaatQuery,
  useGetPopularQuery,
  useGetRecentQuery,
  useSearchNaatsQuery,
  useSearchRecitersQuery,
} = publicApi;
