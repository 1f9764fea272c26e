import type { Kysely } from 'kysely';
import { type LyricLine, linesFollowingText, lyricsText } from '../../contract';
import type { Executor, Schema } from './schema';
import { inTransaction } from './transaction';

/**
 * A naat's lyrics as lines (table naat_lyrics, migration 170). A row exists only when the naat's plain text
 * (naats.lyrics) cannot say it all: times, a transliteration or a translation. Whoever stores lines sets the
 * naat's plain text to their text in the same transaction (server/lyrics/naatLyrics.ts), and an edit of the
 * plain text alone brings the lines along (`followPlainText`, from the naat repository's update), so the two
 * never disagree.
 */
export interface LyricsRepository {
  /** The naat's stored lines, or null when its lyrics are just its plain text (or it has none). */
  lines(naatId: number, trx?: Executor): Promise<LyricLine[] | null>;
  /** Stores the naat's lines, replacing any. */
  put(naatId: number, lines: readonly LyricLine[], now: string, trx?: Executor): Promise<void>;
  /** Forgets the naat's lines: its lyrics become its plain text. */
  remove(naatId: number, trx?: Executor): Promise<void>;
}

/** The transliterations (or translations) one line each, as plain text for search; null when there are none. */
const joined = (lines: readonly LyricLine[], field: 'roman' | 'translation'): string | null => {
  const parts = lines.map((line) => line[field]).filter((part): part is string => part !== undefined);
  return parts.length === 0 ? null : parts.join('\n');
};

async function readLines(trx: Executor, naatId: number): Promise<LyricLine[] | null> {
  const row = await trx
    .selectFrom('naat_lyrics')
    .select('lines')
    .where('naat_id', '=', naatId)
    .executeTakeFirst();
  // Written only by `put`, from lines that passed the rules (contract/lyrics/rules.ts).
  return row ? (JSON.parse(row.lines) as LyricLine[]) : null;
}

async function writeLines(trx: Executor, naatId: number, lines: readonly LyricLine[], now: string) {
  const values = {
    lines: JSON.stringify(lines),
    roman: joined(lines, 'roman'),
    translation: joined(lines, 'translation'),
    updated_at: now,
  };
  await trx
    .insertInto('naat_lyrics')
    .values({ naat_id: naatId, ...values })
    .onConflict((conflict) => conflict.column('naat_id').doUpdateSet(values))
    .execute();
}

async function removeLines(trx: Executor, naatId: number) {
  await trx.deleteFrom('naat_lyrics').where('naat_id', '=', naatId).execute();
}

/**
 * The naat's plain text changed on its own (the admin's naat form, the import API): stored lines keep their
 * times and extras when the number of lines is the same (a typo fixed), and go otherwise
 * (contract/lyrics/lyrics.ts linesFollowingText). Call inside the update's transaction.
 */
export async function followPlainText(trx: Executor, naatId: number, text: string | null): Promise<void> {
  const lines = await readLines(trx, naatId);
  if (lines === null || lyricsText(lines) === text) return;
  const kept = linesFollowingText(lines, text);
  if (kept === null) await removeLines(trx, naatId);
  else await writeLines(trx, naatId, kept, new Date().toISOString());
}

export function createLyricsRepository(db: Kysely<Schema>): LyricsRepository {
  return {
    lines: (naatId, trx = db) => readLines(trx, naatId),
    put: (naatId, lines, now, trx) => inTransaction(db, trx, (tx) => writeLines(tx, naatId, lines, now)),
    remove: (naatId, trx = db) => removeLines(trx, naatId),
  };
}
