/**
 * The admin calls (naats, reciters, translate, transcribe) and the session calls the server adds. They
 * share the one RTK Query api but go through a base query that attaches `Authorization: Bearer <token>`
 * from the adminSession slice and ends the session when the server answers 401, so any admin call with a
 * dead token returns to the login form. Mutations invalidate the 'Naat' / 'Reciter' tags, so the public
 * pages show a change at once.
 */
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import type { RootState } from '../app/store';
import { t } from '../i18n/i18n';
import { adminUnauthorized } from './adminUnauthorized';
import { baseApi } from './baseApi';
import { normalizeNaat, normalizeReciter, unwrapItem } from './normalize';
import { normalizeLyrics } from './lyricsApi';
import type { Lyrics } from '../../contract/lyrics/lyrics';
import type { Naat, Reciter } from './types';

const rawQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'omit',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as RootState).adminSession.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Admin calls: bearer token in, and a 401 out is reported (the session slice ends the session with its notice). */
export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawQuery(args, api, extraOptions);
  if (result.error?.status === 401) api.dispatch(adminUnauthorized());
  return result;
};

/** Login must not treat its own 401 (wrong password) as an expired session. */
const loginQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'omit' });

/** An admin call's error: the response's error, its message, the thrown message, or 'Unknown error'. */
export function adminErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    const data = record.data;
    if (typeof data === 'object' && data !== null) {
      const body = data as Record<string, unknown>;
      if (typeof body.error === 'string' && body.error.trim()) return body.error;
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    }
    if (typeof record.error === 'string' && record.error.trim()) return record.error;
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
  }
  return t('admin.api.unknownError');
}

/** Whether an error text is adminErrorText's fallback, i.e. the server gave no sentence of its own. */
export const isUnknownError = (text: string): boolean => text === t('admin.api.unknownError');

/** The HTTP status of a failed call, or null for network and parsing failures. */
export function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

export type AdminResult<T> =
  { success: true; data: T } | { success: false; data: null; error: string; status: number | null };

/** Turns a mutation's outcome into the admin answer shape: {success, data} or {success: false, data: null, error}. */
export function toAdminResult<T>(outcome: { data?: T; error?: unknown }): AdminResult<T> {
  if (outcome.error !== undefined) {
    return {
      success: false,
      data: null,
      error: adminErrorText(outcome.error),
      status: errorStatus(outcome.error),
    };
  }
  return { success: true, data: outcome.data as T };
}

export interface LoginAnswer {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface AdminInfo {
  username: string;
  role: string;
  lastLoginAt: string | null;
}

/** The JSON of PUT /admin/audios/{id}. */
export interface NaatUpdate {
  title: string;
  urduTitle: string;
  naatKhawanId: number;
  filePath: string;
  duration: number;
  playCount: number;
  lyrics: string;
}

/** The JSON of POST/PUT /admin/naatkhawans: text fields base64 of UTF-8, with `_encoded: true`. */
export interface ReciterPayload {
  name: string;
  urduName: string;
  bio: string;
  birthPlace: string;
  birthDate: string;
  _encoded: true;
  /** Create even when a reciter with a similar name exists (the server answers 409 without it). */
  confirm?: true;
}

const toEpoch = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return Number.NaN;
};

/** How many audio files are at each step of the Opus rendition (GET /admin/audio-jobs). */
export interface OpusProgress {
  queued: number;
  working: number;
  ready: number;
  failed: number;
  notKept: number;
}

/** A reciter named by id and name. */
export interface ReciterRef {
  id: number;
  name: string;
}

/**
 * What a reciter name given to a bulk upload stands for, as the server's own rule decides
 * (GET /admin/naatkhawans/match): the reciter of that very name, else the reciters with a like name, the
 * closest first.
 */
export interface ReciterNameMatch {
  exact: ReciterRef | null;
  similar: ReciterRef[];
}

const isReciterRef = (item: unknown): item is ReciterRef =>
  typeof (item as ReciterRef | null)?.id === 'number' &&
  typeof (item as ReciterRef | null)?.name === 'string';

/** The `data` of the match answer, or null when it is not that shape. */
export function readReciterNameMatch(data: unknown): ReciterNameMatch | null {
  const record = data as { exact?: unknown; similar?: unknown } | null;
  if (typeof record !== 'object' || record === null || !Array.isArray(record.similar)) return null;
  if (record.exact !== null && !isReciterRef(record.exact)) return null;
  if (!record.similar.every(isReciterRef)) return null;
  return {
    exact: record.exact === null ? null : { id: record.exact.id, name: record.exact.name },
    similar: record.similar.map(({ id, name }) => ({ id, name })),
  };
}

const countOf = (value: unknown): number => (typeof value === 'number' && value >= 0 ? value : 0);

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    opusProgress: build.query<OpusProgress, undefined>({
      keepUnusedDataFor: 0,
      queryFn: async (_arg, api, extraOptions) => {
        const result = await adminBaseQuery('/admin/audio-jobs', api, extraOptions);
        if (result.error) return { error: result.error };
        const data = unwrapItem(result.data) as { opus?: Record<string, unknown> } | null;
        const opus = data?.opus ?? {};
        return {
          data: {
            queued: countOf(opus.queued),
            working: countOf(opus.working),
            ready: countOf(opus.ready),
            failed: countOf(opus.failed),
            notKept: countOf(opus.notKept),
          },
        };
      },
    }),
    /** Asked again each time (the reciters change as files are added), so nothing is kept. */
    reciterNameMatch: build.query<ReciterNameMatch, string>({
      keepUnusedDataFor: 0,
      queryFn: async (name, api, extraOptions) => {
        const result = await adminBaseQuery(
          `/admin/naatkhawans/match?${new URLSearchParams({ name }).toString()}`,
          api,
          extraOptions,
        );
        if (result.error) return { error: result.error };
        const match = readReciterNameMatch(unwrapItem(result.data));
        return match
          ? { data: match }
          : { error: { status: 'CUSTOM_ERROR', error: t('admin.api.unexpectedAnswer') } };
      },
    }),
    adminLogin: build.mutation<LoginAnswer, { username: string; password: string }>({
      queryFn: async (body, api, extraOptions) => {
        const result = await loginQuery({ url: '/admin/login', method: 'POST', body }, api, extraOptions);
        if (result.error) return { error: result.error };
        const data = unwrapItem(result.data) as { token?: unknown; expiresAt?: unknown } | null;
        const expiresAt = toEpoch(data?.expiresAt);
        if (typeof data?.token !== 'string' || !Number.isFinite(expiresAt)) {
          return { error: { status: 'CUSTOM_ERROR', error: t('admin.api.unexpectedLogin') } };
        }
        return { data: { token: data.token, expiresAt } };
      },
    }),
    adminLogout: build.mutation<null, undefined>({
      queryFn: async (_arg, api, extraOptions) => {
        const result = await adminBaseQuery({ url: '/admin/logout', method: 'POST' }, api, extraOptions);
        return result.error ? { error: result.error } : { data: null };
      },
    }),
    adminMe: build.query<AdminInfo, undefined>({
      // Per session: never show one session's answer to the next.
      keepUnusedDataFor: 0,
      queryFn: async (_arg, api, extraOptions) => {
        const result = await adminBaseQuery('/admin/me', api, extraOptions);
        if (result.error) return { error: result.error };
        const data = unwrapItem(result.data) as Partial<AdminInfo> | null;
        return {
          data: {
            username: typeof data?.username === 'string' ? data.username : 'admin',
            role: typeof data?.role === 'string' ? data.role : 'Super Administrator',
            lastLoginAt: typeof data?.lastLoginAt === 'string' ? data.lastLoginAt : null,
          },
        };
      },
    }),
    changePassword: build.mutation<null, { currentPassword: string; newPassword: string }>({
      queryFn: async (body, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: '/admin/password', method: 'POST', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: null };
      },
    }),
    updateNaat: build.mutation<Naat, { id: number; body: NaatUpdate }>({
      queryFn: async ({ id, body }, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: `/admin/audios/${id}`, method: 'PUT', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: normalizeNaat(unwrapItem(result.data)) };
      },
      invalidatesTags: ['Naat', 'Reciter'],
    }),
    /** PUT /admin/audios/{id}/lyrics in the JSON shape; answers the lyrics as stored. */
    saveLyrics: build.mutation<Lyrics, { id: number; lyrics: Lyrics }>({
      queryFn: async ({ id, lyrics }, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: `/admin/audios/${String(id)}/lyrics`, method: 'PUT', body: { lines: lyrics.lines } },
          api,
          extraOptions,
        );
        if (result.error) return { error: result.error };
        const saved = normalizeLyrics(result.data);
        return saved
          ? { data: saved }
          : { error: { status: 'CUSTOM_ERROR', error: t('admin.api.unexpectedAnswer') } };
      },
      // The naat's plain lyrics text changes with its lines; its lyrics query carries the naat's tag too.
      invalidatesTags: ['Naat'],
    }),
    deleteNaat: build.mutation<null, number>({
      queryFn: async (id, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: `/admin/audios/${id}`, method: 'DELETE' },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: null };
      },
      invalidatesTags: ['Naat', 'Reciter'],
    }),
    createReciter: build.mutation<Reciter, ReciterPayload>({
      queryFn: async (body, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: '/admin/naatkhawans', method: 'POST', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: normalizeReciter(unwrapItem(result.data)) };
      },
      invalidatesTags: ['Reciter'],
    }),
    updateReciter: build.mutation<Reciter, { id: number; body: ReciterPayload }>({
      queryFn: async ({ id, body }, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: `/admin/naatkhawans/${id}`, method: 'PUT', body },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: normalizeReciter(unwrapItem(result.data)) };
      },
      // A reciter's name also shows on every naat card.
      invalidatesTags: ['Reciter', 'Naat'],
    }),
    deleteReciter: build.mutation<null, number>({
      queryFn: async (id, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: `/admin/naatkhawans/${id}`, method: 'DELETE' },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: null };
      },
      invalidatesTags: ['Reciter', 'Naat'],
    }),
    mergeReciter: build.mutation<Reciter, { id: number; into: number }>({
      queryFn: async ({ id, into }, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: `/admin/naatkhawans/${id}/merge`, method: 'POST', body: { into } },
          api,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: normalizeReciter(unwrapItem(result.data)) };
      },
      // The moved naats now show the kept reciter's name.
      invalidatesTags: ['Reciter', 'Naat'],
    }),
    translateTitle: build.mutation<string, string>({
      queryFn: async (text, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: '/admin/translate', method: 'POST', body: { text, from: 'en', to: 'ur' } },
          api,
          extraOptions,
        );
        if (result.error) return { error: result.error };
        const translated = (result.data as { translatedText?: unknown } | null)?.translatedText;
        return typeof translated === 'string'
          ? { data: translated }
          : { error: { status: 'CUSTOM_ERROR', error: t('admin.api.noTranslation') } };
      },
    }),
    transcribeAudio: build.mutation<string, string>({
      queryFn: async (audioUrl, api, extraOptions) => {
        const result = await adminBaseQuery(
          { url: '/transcribe', method: 'POST', body: { audioUrl } },
          api,
          extraOptions,
        );
        if (result.error) return { error: result.error };
        const text = (result.data as { transcription?: unknown } | null)?.transcription;
        return typeof text === 'string'
          ? { data: text }
          : { error: { status: 'CUSTOM_ERROR', error: t('admin.api.noTranscription') } };
      },
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminMeQuery,
  useOpusProgressQuery,
  useChangePasswordMutation,
  useUpdateNaatMutation,
  useDeleteNaatMutation,
  useSaveLyricsMutation,
  useCreateReciterMutation,
  useUpdateReciterMutation,
  useDeleteReciterMutation,
  useMergeReciterMutation,
  useTranslateTitleMutation,
  useTranscribeAudioMutation,
} = adminApi;
