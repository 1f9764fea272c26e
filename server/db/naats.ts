import { type Kysely, sql } from 'kysely';
import { firstCharacter, sortKey } from '../search/text';
import { RepositoryError } from './errors';
import type { Executor, Schema } from './schema';
import type { RankedSearch } from './search/searchIndex';
import { isBlankSearch, naatSearchFields } from './search/searchText';
import { drawIds, fairShare, mixReciters, shuffle, SpreadPick } from './randomPick';
import { type PageChange, changesAfter, highestId } from './pageChanges';
import { inTransaction } from './transaction';
import { NAMED_STATEMENT } from './namedStatement';
import type { Naat, NaatInput, Slice, Window } from './types';
import { audioProcessing, audioSources } from './audioSources';
import { followPlainText } from './lyrics';

/**
 * Every read and write of naats. Routes see only this interface, never SQL. Every method may be given the
 * transaction of a caller (`repos.transaction`) as its last argument.
 */
export interface NaatRepository {
  getById(id: number, trx?: Executor): Promise<Naat | null>;
  /** All naats, newest first; with `search`, the naats matching it best first (server/db/search/ranking.ts). */
  list(window: Window, search?: string, trx?: Executor): Promise<Slice<Naat>>;
  count(trx?: Executor): Promise<number>;
  /** min(count(), cap), without counting past the cap. */
  countAtMost(cap: number, trx?: Executor): Promise<number>;
  /** By playCount, descending. */
  popular(window: Window, trx?: Executor): Promise<Naat[]>;
  /** By createdAt, descending. */
  recent(window: Window, trx?: Executor): Promise<Naat[]>;
  /**
   * Naats Radio: up to `limit` naats in random order, never one title twice, spread over the reciters (none
   * above its fair share while others have naats). `from` narrows it to one reciter's naats, or starts it with
   * one naat followed by naats of its reciter and of others.
   */
  random(limit: number, from?: RadioFrom, trx?: Executor): Promise<Naat[]>;
  /**
   * One reciter's naats, by title unless `sort` says otherwise; `initial` (already uppercase) keeps titles
   * starting with it.
   */
  byReciter(
    reciterId: number,
    window: Window,
    initial?: string,
    sort?: ReciterNaatSort,
    trx?: Executor,
  ): Promise<Slice<Naat>>;
  /** Uppercase first letters of that reciter's titles, sorted. */
  availableLetters(reciterId: number, trx?: Executor): Promise<string[]>;
  /** Adds one play; false when the naat does not exist. */
  recordPlay(id: number, trx?: Executor): Promise<boolean>;
  /** Loads what search needs ahead of the first search (server start). */
  warmSearch(): Promise<void>;
  /** Throws RepositoryError 400 when the reciter does not exist. */
  create(input: NaatInput, trx?: Executor): Promise<Naat>;
  /** Inserts many naats in a few statements (bulk loads); returns their ids in the order given. */
  createMany(inputs: readonly NaatInput[], trx?: Executor): Promise<number[]>;
  /** Changes only the given fields; null when the naat does not exist. */
  update(id: number, changes: Partial<NaatInput>, trx?: Executor): Promise<Naat | null>;
  /** Sets or clears the uploaded artwork's URL; the naat, or null when it does not exist. */
  setImage(id: number, image: string | null, trx?: Executor): Promise<Naat | null>;
  /** Returns the deleted naat (callers may remove its file), or null when it did not exist. */
  delete(id: number, trx?: Executor): Promise<Naat | null>;
  /** How many naats play this file (admin delete keeps a file other naats still use). */
  countByFilePath(filePath: string, trx?: Executor): Promise<number>;
  /** Rebuilds the search text of one reciter's naats (their name is part of it); their pages changed. */
  reindexReciter(reciterId: number, trx?: Executor): Promise<void>;
  /** The highest naat id, 0 when there is none: the sitemap splits the catalogue into id ranges. */
  highestId(trx?: Executor): Promise<number>;
  /**
   * Up to `limit` naats with afterId < id <= throughId, by id, with when each last changed: one step of a
   * keyset walk through the catalogue (the sitemap streams it without holding it all).
   */
  changesAfter(afterId: number, throughId: number, limit: number, trx?: Executor): Promise<PageChange[]>;
}

/** A naat as the queries select it: the reciter's fields come flat from the join. */
type NaatRow = Omit<Naat, 'naatKhawan' | 'sources' | 'loudnessLufs' | 'audio'> & {
  reciterName: string;
  reciterImage: string | null;
  jobState: string | null;
  jobProgress: number | null;
  jobError: string | null;
  loudnessLufs: number | null;
  sourceKbps: number | null;
  renditionPath: string | null;
  renditionKbps: number | null;
  opusState: string | null;
  opusError: string | null;
  opusPath: string | null;
  opusKbps: number | null;
  opusMp4Path: string | null;
  opusMp4Kbps: number | null;
};

// Quoted aliases keep their case on PostgreSQL too.
const SELECT = sql`SELECT n.id, n.title, n.urdu_title AS "urduTitle", n.file_path AS "filePath", n.duration,
  n.play_count AS "playCount", n.category, n.language, n.description, n.lyrics, n.created_at AS "createdAt",
  n.naatkhawan_id AS "naatKhawanId", n.image, k.name AS "reciterName", k.image AS "reciterImage",
  j.state AS "jobState", j.progress AS "jobProgress", j.error AS "jobError", j.loudness_lufs AS "loudnessLufs",
  j.source_kbps AS "sourceKbps", j.rendition_path AS "renditionPath", j.rendition_kbps AS "renditionKbps",
  j.opus_state AS "opusState", j.opus_error AS "opusError", j.opus_path AS "opusPath", j.opus_kbps AS "opusKbps",
  j.opus_mp4_path AS "opusMp4Path", j.opus_mp4_kbps AS "opusMp4Kbps"
  FROM naats n JOIN naatkhawans k ON k.id = n.naatkhawan_id LEFT JOIN audio_jobs j ON j.file_path = n.file_path`;

/** A reciter's names, both searched with each of their naats. */
interface ReciterNames {
  name: string;
  urduName: string | null;
}

function toNaat(row: NaatRow): Naat {
  return {
    id: row.id,
    title: row.title,
    urduTitle: row.urduTitle,
    filePath: row.filePath,
    duration: row.duration,
    playCount: row.playCount,
    category: row.category,
    language: row.language,
    description: row.description,
    lyrics: row.lyrics,
    createdAt: row.createdAt,
    naatKhawanId: row.naatKhawanId,
    image: row.image,
    naatKhawan: { id: row.naatKhawanId, name: row.reciterName, image: row.reciterImage },
    sources: audioSources(row.filePath, {
      state: row.jobState,
      sourceKbps: row.sourceKbps,
      renditionPath: row.renditionPath,
      renditionKbps: row.renditionKbps,
      opusState: row.opusState,
      opusPath: row.opusPath,
      opusKbps: row.opusKbps,
      opusMp4Path: row.opusMp4Path,
      opusMp4Kbps: row.opusMp4Kbps,
    }),
    loudnessLufs: row.loudnessLufs,
    audio: audioProcessing({
      state: row.jobState,
      progress: row.jobProgress,
      error: row.jobError,
      opusState: row.opusState,
      opusError: row.opusError,
    }),
  };
}

/** The orders of a reciter's naats: 'title' (the default, the owner's order), 'newest' and 'popular' (most played). */
export const RECITER_NAAT_SORTS = ['title', 'newest', 'popular'] as const;
export type ReciterNaatSort = (typeof RECITER_NAAT_SORTS)[number];

/**
 * ORDER BY of each sort. Each has an index starting with naatkhawan_id in the same order, so a page is read
 * off the index instead of sorting the reciter's naats; ties end on id, so both engines give the same pages.
 */
const RECITER_ORDER: Record<ReciterNaatSort, ReturnType<typeof sql>> = {
  title: sql`n.initial, n.title_key, n.id`,
  newest: sql`n.created_at DESC, n.id DESC`,
  popular: sql`n.play_count DESC, n.id DESC`,
};

/** One page of a reciter's naats (exported for the query-plan test). */
export function reciterNaatsQuery(
  reciterId: number,
  window: Window,
  initial?: string,
  sort: ReciterNaatSort = 'title',
) {
  return sql<NaatRow>`${SELECT} WHERE ${reciterFilter(reciterId, initial)}
    ORDER BY ${RECITER_ORDER[sort]} LIMIT ${window.limit} OFFSET ${window.offset}`;
}

function reciterFilter(reciterId: number, initial?: string) {
  return initial
    ? sql`n.naatkhawan_id = ${reciterId} AND n.initial = ${initial}`
    : sql`n.naatkhawan_id = ${reciterId}`;
}

/** Uppercased first character (a whole code point) of the trimmed title. */
export function titleInitial(title: string): string {
  return firstCharacter(title.trim()).toUpperCase();
}

/** The same naat for a listener: one title, whoever sings it. */
const titleKeyOf = (naat: Naat): string => sortKey(naat.title);

/** Candidate ids per query of the random pick (SQLite allows many more bound parameters). */
const RANDOM_DRAWS_MAX = 500;
/** Candidates drawn per naat wanted: room to skip repeated titles and reciters past their share. */
const RANDOM_OVERSAMPLE = 3;

/** A radio of one reciter, or one starting with a naat. */
export type RadioFrom = { naatKhawanId: number } | { naatId: number };

const total = (rows: { total: number | string }[]): number => Number(rows[0]?.total ?? 0);

/** A new naat's values, with the defaults of omitted optional fields. */
const withDefaults = (input: NaatInput): Required<NaatInput> => ({
  urduTitle: null,
  duration: 0,
  playCount: 0,
  category: null,
  language: null,
  description: null,
  lyrics: null,
  createdAt: new Date().toISOString(),
  ...input,
});

/** The stored columns of a naat, derived ones (sort key, initial) included. */
function columns(values: Required<NaatInput>) {
  // Stray spaces around a title would break sorting and the letter filter.
  const title = values.title.trim();
  return {
    title,
    title_key: sortKey(title),
    initial: titleInitial(title),
    urdu_title: values.urduTitle,
    file_path: values.filePath,
    duration: values.duration,
    play_count: values.playCount,
    category: values.category,
    language: values.language,
    description: values.description,
    lyrics: values.lyrics,
    created_at: values.createdAt,
    naatkhawan_id: values.naatKhawanId,
  };
}

export function createNaatRepository(db: Kysely<Schema>, search: RankedSearch): NaatRepository {
  const rows = async (query: ReturnType<typeof sql<NaatRow>>, trx: Executor): Promise<Naat[]> =>
    (await query.execute(trx)).rows.map(toNaat);

  // The public reads run as named statements: PostgreSQL parses and plans them once per connection.
  const getById = async (id: number, trx: Executor = db): Promise<Naat | null> =>
    (await rows(sql<NaatRow>`${NAMED_STATEMENT}${SELECT} WHERE n.id = ${id}`, trx))[0] ?? null;

  /** The rows of `ids`, in the order of `ids`. */
  async function byIds(ids: readonly number[], trx: Executor): Promise<Naat[]> {
    if (ids.length === 0) return [];
    const found = await rows(sql<NaatRow>`${NAMED_STATEMENT}${SELECT} WHERE n.id IN (${sql.join(ids)})`, trx);
    const byId = new Map(found.map((naat) => [naat.id, naat]));
    return ids.map((id) => byId.get(id)).filter((naat): naat is Naat => naat !== undefined);
  }

  // The triggers keep every reciter's audio_count, so the catalogue's size is a sum over a few hundred rows
  // instead of a count over every naat (which PostgreSQL cannot answer from an index).
  const count = async (trx: Executor = db): Promise<number> =>
    total(
      (
        await sql<{ total: number }>`SELECT coalesce(sum(audio_count), 0) AS total FROM naatkhawans`.execute(
          trx,
        )
      ).rows,
    );

  async function reciterNames(reciterId: number, trx: Executor): Promise<ReciterNames> {
    const row = await trx
      .selectFrom('naatkhawans')
      .select(['name', 'urdu_name'])
      .where('id', '=', reciterId)
      .executeTakeFirst();
    if (!row) throw new RepositoryError(`NaatKhawan ${reciterId} does not exist`, 400);
    return { name: row.name, urduName: row.urdu_name };
  }

  /** Indexes a naat from what is stored: its titles, reciter, lyrics and their transliteration. */
  async function index(trx: Executor, id: number) {
    const row = await trx
      .selectFrom('naats as n')
      .innerJoin('naatkhawans as k', 'k.id', 'n.naatkhawan_id')
      .leftJoin('naat_lyrics as l', 'l.naat_id', 'n.id')
      .select(['n.title', 'n.urdu_title', 'n.lyrics', 'k.name', 'k.urdu_name', 'l.roman'])
      .where('n.id', '=', id)
      .executeTakeFirst();
    if (!row) return;
    await search.indexNaat(
      trx,
      id,
      naatSearchFields(row.title, row.urdu_title, row.name, {
        reciterUrduName: row.urdu_name,
        lyrics: row.lyrics,
        roman: row.roman,
      }),
    );
  }

  /** `wanted` distinct existing ids drawn uniformly (in the order drawn), none of `exclude`. */
  async function drawExisting(
    wanted: number,
    exclude: ReadonlySet<number>,
    trx: Executor,
  ): Promise<number[]> {
    // ORDER BY random() sorts the whole table; at 100k naats, ids drawn uniformly from the id range and kept
    // when they exist (in the order drawn) are a uniform sample at the cost of an index lookup each.
    const size = await count(trx);
    const target = Math.min(wanted, size - exclude.size);
    if (target <= 0) return [];
    const range = await trx
      .selectFrom('naats')
      .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
      .executeTakeFirst();
    const low = range?.low ?? null;
    const high = range?.high ?? null;
    if (low === null || high === null) return [];
    const chosen: number[] = [];
    const seen = new Set<number>(exclude);
    const keep = (id: number) => {
      if (chosen.length < target && !seen.has(id)) {
        seen.add(id);
        chosen.push(id);
      }
    };
    const density = size / (high - low + 1);
    for (let round = 0; round < 4 && chosen.length < target; round += 1) {
      const need = target - chosen.length;
      // Enough draws to find the missing ones at this density, within one statement's bound parameters.
      const candidates = drawIds(
        low,
        high,
        Math.min(RANDOM_DRAWS_MAX, Math.ceil((need / density) * 1.5) + 4),
      );
      const existing = await trx
        .selectFrom('naats')
        .select('id')
        .where('id', 'in', [...new Set(candidates)])
        .execute();
      const found = new Set(existing.map((row) => row.id));
      for (const id of candidates) if (found.has(id)) keep(id);
    }
    // Sparse ids (many deletions): the missing picks by rank, one walk of the id index each, still no sort.
    for (let attempt = 0; chosen.length < target && attempt < target * 10; attempt += 1) {
      const rank = Math.floor(Math.random() * size);
      const row = await trx
        .selectFrom('naats')
        .select('id')
        .orderBy('id')
        .limit(1)
        .offset(rank)
        .executeTakeFirst();
      if (row) keep(row.id);
    }
    return chosen;
  }

  /**
   * The radio over the whole catalogue: uniform candidates first; reciters still under their share (rare on a
   * big catalogue) then offer naats of their own; only then may a reciter go past its share.
   */
  async function spreadRadio(
    wanted: number,
    taken: readonly string[],
    trx: Executor,
    exclude: ReadonlySet<number>,
    /** A naat's radio: its own reciter's share is picked apart. */
    otherThan?: number,
  ): Promise<Naat[]> {
    if (wanted <= 0) return [];
    const reciters = await trx.selectFrom('naatkhawans').select('id').where('audio_count', '>', 0).execute();
    const pick = new SpreadPick<Naat>({
      wanted,
      cap: fairShare(wanted, reciters.length),
      reciterOf: (naat) => naat.naatKhawanId,
      titleOf: titleKeyOf,
      taken,
    });
    const seen = new Set(exclude);
    const offerAll = (naats: Naat[]) => {
      for (const naat of naats) {
        seen.add(naat.id);
        if (naat.naatKhawanId !== otherThan) pick.offer(naat);
      }
    };
    offerAll(await byIds(await drawExisting(wanted * RANDOM_OVERSAMPLE, exclude, trx), trx));
    for (const { id } of shuffle(reciters)) {
      if (pick.full) break;
      const room = id === otherThan ? 0 : pick.roomFor(id);
      if (room > 0) offerAll(await reciterCandidates(id, room * RANDOM_OVERSAMPLE, seen, trx));
    }
    pick.fillPastCap();
    // A radio of one reciter back to back is what listeners notice: neighbours from different reciters.
    return mixReciters(pick.picked, (naat) => naat.naatKhawanId);
  }

  /** Up to `count` of a reciter's naats in a random order, none of `exclude`. */
  async function reciterCandidates(
    reciterId: number,
    count: number,
    exclude: ReadonlySet<number>,
    trx: Executor,
  ): Promise<Naat[]> {
    // A reciter's ids come from the reciter index alone (thousands at most); shuffled here.
    const rows = await trx.selectFrom('naats').select('id').where('naatkhawan_id', '=', reciterId).execute();
    const order = shuffle(rows.map((row) => row.id).filter((id) => !exclude.has(id)));
    return byIds(order.slice(0, count), trx);
  }

  /** One reciter's radio: their naats in a random order, no title twice. */
  async function reciterRadio(
    reciterId: number,
    wanted: number,
    taken: readonly string[],
    trx: Executor,
    except?: number,
  ): Promise<Naat[]> {
    if (wanted <= 0) return [];
    const pick = new SpreadPick<Naat>({
      wanted,
      cap: wanted,
      reciterOf: (naat) => naat.naatKhawanId,
      titleOf: titleKeyOf,
      taken,
    });
    const exclude = new Set(except === undefined ? [] : [except]);
    for (const naat of await reciterCandidates(reciterId, wanted * RANDOM_OVERSAMPLE, exclude, trx)) {
      pick.offer(naat);
    }
    return pick.picked;
  }

  return {
    getById,
    async list(window, text, trx = db) {
      if (isBlankSearch(text)) {
        const all = await count(trx);
        if (window.offset >= all) return { items: [], total: all };
        const items = await rows(
          sql<NaatRow>`${SELECT} ORDER BY n.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
          trx,
        );
        return { items, total: all };
      }
      return search.naatRows(text ?? '', window, trx, (ids) => byIds(ids, trx));
    },
    count,
    countAtMost: async (cap, trx = db) =>
      total(
        (
          await sql<{
            total: number;
          }>`${NAMED_STATEMENT}SELECT count(*) AS total FROM (SELECT 1 FROM naats LIMIT ${cap}) AS capped`.execute(
            trx,
          )
        ).rows,
      ),
    popular: (window, trx = db) =>
      rows(
        sql<NaatRow>`${NAMED_STATEMENT}${SELECT} ORDER BY n.play_count DESC, n.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
        trx,
      ),
    recent: (window, trx = db) =>
      rows(
        sql<NaatRow>`${NAMED_STATEMENT}${SELECT} ORDER BY n.created_at DESC, n.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
        trx,
      ),
    async random(limit, from, trx = db) {
      if (from && 'naatKhawanId' in from) return reciterRadio(from.naatKhawanId, limit, [], trx);
      if (from && 'naatId' in from) {
        const seed = await getById(from.naatId, trx);
        if (!seed || limit <= 0) return [];
        const taken = [titleKeyOf(seed)];
        // Up to half from the naat's own reciter, the rest spread over everyone.
        const same = await reciterRadio(seed.naatKhawanId, Math.floor((limit - 1) / 2), taken, trx, seed.id);
        const others = await spreadRadio(
          limit - 1 - same.length,
          [...taken, ...same.map(titleKeyOf)],
          trx,
          new Set([seed.id, ...same.map((naat) => naat.id)]),
          seed.naatKhawanId,
        );
        return [seed, ...mixReciters([...same, ...others], (naat) => naat.naatKhawanId)];
      }
      return spreadRadio(limit, [], trx, new Set());
    },
    async byReciter(reciterId, window, initial, sort = 'title', trx = db) {
      const filter = reciterFilter(reciterId, initial);
      const all = total(
        (await sql<{ total: number }>`SELECT count(*) AS total FROM naats n WHERE ${filter}`.execute(trx))
          .rows,
      );
      if (window.offset >= all) return { items: [], total: all };
      const items = await rows(reciterNaatsQuery(reciterId, window, initial, sort), trx);
      return { items, total: all };
    },
    async availableLetters(reciterId, trx = db) {
      const { rows: letters } = await sql<{ initial: string }>`SELECT DISTINCT initial FROM naats
        WHERE naatkhawan_id = ${reciterId} ORDER BY initial`.execute(trx);
      return letters.map((row) => row.initial);
    },
    warmSearch: () => search.warm(),
    recordPlay: (id, trx) =>
      inTransaction(db, trx, async (tx) => {
        const result = await tx
          .updateTable('naats')
          .set((eb) => ({ play_count: eb('play_count', '+', 1) }))
          .where('id', '=', id)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await search.naatPlayed(tx, id);
        return true;
      }),
    create: (input, trx) =>
      inTransaction(db, trx, async (tx) => {
        await reciterNames(input.naatKhawanId, tx);
        const values = withDefaults(input);
        const { id } = await tx
          .insertInto('naats')
          .values({ ...columns(values), updated_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await index(tx, id);
        search.changed();
        return (await getById(id, tx)) as Naat;
      }),
    createMany: (inputs, trx) =>
      inTransaction(db, trx, async (tx) => {
        const names = new Map<number, ReciterNames>();
        for (const id of new Set(inputs.map((input) => input.naatKhawanId)))
          names.set(id, await reciterNames(id, tx));
        const ids: number[] = [];
        const now = new Date().toISOString();
        // 500 rows of 13 values stay well under SQLite's limit of bound parameters per statement.
        for (let start = 0; start < inputs.length; start += 500) {
          const chunk = inputs.slice(start, start + 500).map(withDefaults);
          const rows = await tx
            .insertInto('naats')
            .values(chunk.map((values) => ({ ...columns(values), updated_at: now })))
            .returning('id')
            .execute();
          await search.indexNaats(
            tx,
            rows.map((row, i) => {
              const values = chunk[i] as Required<NaatInput>;
              const reciter = names.get(values.naatKhawanId);
              // New rows have no transliterated lines yet: those come with their lyrics (update).
              const fields = naatSearchFields(values.title, values.urduTitle, reciter?.name ?? '', {
                reciterUrduName: reciter?.urduName ?? null,
                lyrics: values.lyrics,
              });
              return { id: row.id, fields };
            }),
          );
          ids.push(...rows.map((row) => row.id));
        }
        search.changed();
        return ids;
      }),
    setImage: (id, image, trx) =>
      inTransaction(db, trx, async (tx) => {
        await tx
          .updateTable('naats')
          .set({ image, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        return getById(id, tx);
      }),
    update: (id, changes, trx) =>
      inTransaction(db, trx, async (tx) => {
        const current = await getById(id, tx);
        if (!current) return null;
        const values: Required<NaatInput> = {
          title: current.title,
          urduTitle: current.urduTitle,
          filePath: current.filePath,
          duration: current.duration,
          playCount: current.playCount,
          category: current.category,
          language: current.language,
          description: current.description,
          lyrics: current.lyrics,
          createdAt: current.createdAt,
          naatKhawanId: current.naatKhawanId,
          ...stripUndefined(changes),
        };
        // The reciter must exist (a 400 otherwise).
        if (values.naatKhawanId !== current.naatKhawanId) await reciterNames(values.naatKhawanId, tx);
        await tx
          .updateTable('naats')
          .set({ ...columns(values), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        // Timed lines follow an edit of the plain text (server/db/lyrics.ts), so the two never disagree.
        if (values.lyrics !== current.lyrics) await followPlainText(tx, id, values.lyrics);
        // Only the titles, the reciter and the lyrics (with their transliteration, stored beside them just
        // before a lyrics save passes `lyrics`) are searched: an edit of anything else keeps the index and
        // every cached search count (a busy catalogue would recount each query after it).
        if (
          values.title !== current.title ||
          values.urduTitle !== current.urduTitle ||
          values.naatKhawanId !== current.naatKhawanId ||
          changes.lyrics !== undefined
        ) {
          await index(tx, id);
          search.changed();
        }
        return getById(id, tx);
      }),
    delete: (id, trx) =>
      inTransaction(db, trx, async (tx) => {
        const current = await getById(id, tx);
        if (!current) return null;
        await tx.deleteFrom('naats').where('id', '=', id).execute();
        await search.removeNaat(tx, id);
        search.changed();
        return current;
      }),
    countByFilePath: async (filePath, trx = db) =>
      total(
        (
          await sql<{
            total: number;
          }>`SELECT count(*) AS total FROM naats WHERE file_path = ${filePath}`.execute(trx)
        ).rows,
      ),
    reindexReciter: (reciterId, trx) =>
      inTransaction(db, trx, async (tx) => {
        const naats = await tx
          .selectFrom('naats')
          .select('id')
          .where('naatkhawan_id', '=', reciterId)
          .execute();
        for (const naat of naats) await index(tx, naat.id);
        // Each of these pages shows the reciter's name: they changed too (sitemap lastmod, preview card).
        await tx
          .updateTable('naats')
          .set({ updated_at: new Date().toISOString() })
          .where('naatkhawan_id', '=', reciterId)
          .execute();
        search.changed();
      }),
    highestId: (trx = db) => highestId(trx, 'naats'),
    changesAfter: (afterId, throughId, limit, trx = db) =>
      changesAfter(trx, 'naats', afterId, throughId, limit),
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
