/**
 * A naat's lyrics as the API answers and stores them (docs/lyrics.md): its stored lines when it has them,
 * otherwise its plain text as untimed lines. Saving lines sets the naat's plain `lyrics` field to their text
 * in the same transaction (old clients, the import API, the admin's naat form and search read that field).
 */
import type { Repositories } from '../db/repositories';
import type { Executor } from '../db/schema';
import type { Naat } from '../db/types';
import { type Lyrics, isPlain, lyricsText, plainLyrics } from '../../contract';

/** The naat's length in milliseconds for the lyrics rules (0, unknown, skips the "after the end" rule). */
export const durationMs = (naat: Pick<Naat, 'duration'>): number =>
  Number.isFinite(naat.duration) && naat.duration > 0 ? Math.round(naat.duration * 1000) : 0;

export async function readNaatLyrics(repos: Repositories, naat: Naat, trx?: Executor): Promise<Lyrics> {
  const lines = await repos.lyrics.lines(naat.id, trx);
  if (lines === null || lines.length === 0) return plainLyrics(naat.lyrics);
  return { synced: lines[0]?.start !== null, lines };
}

/**
 * Stores lyrics that passed the rules as the naat's lyrics (lines only when the plain text cannot hold them),
 * with the plain text to match; answers the naat as it now is, or null when it does not exist. `trx` lets an
 * import store them in the naat's own transaction.
 */
export async function saveNaatLyrics(
  repos: Repositories,
  id: number,
  lyrics: Lyrics,
  trx?: Executor,
): Promise<Naat | null> {
  const save = async (tx: Executor) => {
    if (!(await repos.naats.getById(id, tx))) return null;
    // Lines first: the text update then finds lines that already match it (server/db/lyrics.ts).
    if (isPlain(lyrics)) await repos.lyrics.remove(id, tx);
    else await repos.lyrics.put(id, lyrics.lines, new Date().toISOString(), tx);
    return repos.naats.update(id, { lyrics: lyricsText(lyrics.lines) }, tx);
  };
  return trx ? save(trx) : repos.transaction(save);
}
