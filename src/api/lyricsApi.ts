/**
 * A naat's lyrics (GET /api/audios/{id}/lyrics), loaded with the lyrics view only (never on a first visit).
 * With no answer from the server (offline, or the server away) the lyrics saved with a download stand in,
 * so a downloaded naat's lyrics show offline too.
 */
import { getDownload } from '../../contract/db';
import { readLyricsJson } from '../../contract/lyrics/json';
import { type Lyrics, NO_LYRICS, plainLyrics } from '../../contract/lyrics/lyrics';
import { baseApi } from './baseApi';
import { unwrapItem } from './normalize';

export const lyricsPath = (naatId: number): string => `/audios/${String(naatId)}/lyrics`;

/** The lyrics in an answer of the lyrics call (`{success, data}` or the bare data); null when it is none. */
export function normalizeLyrics(answer: unknown): Lyrics | null {
  const data = unwrapItem(answer);
  if (typeof data === 'object' && data !== null && 'lines' in data && Array.isArray(data.lines)) {
    if (data.lines.length === 0) return NO_LYRICS;
    const read = readLyricsJson({ lines: data.lines }, 0);
    return read.ok ? read.lyrics : null;
  }
  return null;
}

export const lyricsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLyrics: build.query<Lyrics, number>({
      queryFn: async (naatId, _api, _extra, baseQuery) => {
        const result = await baseQuery(lyricsPath(naatId));
        const lyrics = result.error ? null : normalizeLyrics(result.data);
        if (lyrics) return { data: lyrics };
        const saved = await getDownload(naatId).catch(() => undefined);
        if (saved) return { data: saved.lyrics ?? plainLyrics(saved.naat.lyrics) };
        return {
          error: result.error ?? {
            status: 'CUSTOM_ERROR',
            error: 'The server sent lyrics this app cannot read.',
          },
        };
      },
      // An admin's change of the naat (its lyrics included) invalidates this naat's tag.
      providesTags: (_result, _error, naatId) => [{ type: 'Naat', id: naatId }],
    }),
  }),
});

export const { useGetLyricsQuery } = lyricsApi;
