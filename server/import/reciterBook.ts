import type { Repositories } from '../db/repositories';
import type { ReciterInput } from '../db/types';
import { type NamedReciter, reciterKey, similarReciters } from '../search/similarNames';

/**
 * What an import does with a name that is not an existing reciter's but is the same or near one's once
 * folded (server/search/similarNames.ts): attach the files to that reciter (`existing`), create a new one
 * (`new`), or ask on the terminal (`ask`).
 */
export const RECITER_MATCHES = ['ask', 'existing', 'new'] as const;
export type ReciterMatch = (typeof RECITER_MATCHES)[number];

/** Asks whether files tagged `name` go to `existing`; true = attach them there. */
export type AskReciterMatch = (name: string, existing: { id: number; name: string }) => Promise<boolean>;

/** A tagged name attached to an existing reciter with a similar name. */
export interface ReciterMatchReport {
  name: string;
  reciter: { id: number; name: string };
}

export interface ReciterBookOptions {
  dryRun: boolean;
  /** Default `existing`. */
  match?: ReciterMatch;
  /** Needed with `match: 'ask'`. */
  ask?: AskReciterMatch;
}

/**
 * The reciters an import matches names against, loaded once and kept up to date as it creates new ones. In a
 * dry run nothing is created; the names it would create are collected instead.
 */
export class ReciterBook {
  private readonly ids = new Map<string, number>();
  private readonly known: NamedReciter[] = [];
  readonly created: string[] = [];
  /** Every name attached to an existing reciter because it is like its name (the report lists them). */
  readonly matched: ReciterMatchReport[] = [];

  private constructor(
    private readonly repos: Repositories,
    private readonly options: ReciterBookOptions,
  ) {}

  static async load(repos: Repositories, options: ReciterBookOptions): Promise<ReciterBook> {
    const book = new ReciterBook(repos, options);
    for (const reciter of await repos.reciters.all()) {
      const key = reciterKey(reciter.name);
      if (!book.ids.has(key)) book.ids.set(key, reciter.id);
      book.known.push({ id: reciter.id, name: reciter.name, urduName: reciter.urduName });
    }
    return book;
  }

  has(name: string): boolean {
    return this.ids.has(reciterKey(name));
  }

  /**
   * The id of the reciter called `input.name`; else of one with a similar name, as the match option says;
   * else a new reciter made with `input` (0 in a dry run).
   */
  async idFor(input: ReciterInput): Promise<number> {
    const key = reciterKey(input.name);
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const name = input.name.trim();
    const match = this.options.match ?? 'existing';
    const like = match === 'new' ? undefined : similarReciters(name, input.urduName ?? null, this.known)[0];
    if (like) {
      const existing = { id: like.id, name: like.name };
      const attach = match === 'existing' || (await this.options.ask?.(name, existing)) === true;
      if (attach) {
        this.ids.set(key, like.id);
        this.matched.push({ name, reciter: existing });
        return like.id;
      }
    }
    const id = this.options.dryRun ? 0 : (await this.repos.reciters.create({ ...input, name })).id;
    this.ids.set(key, id);
    this.known.push({ id, name, urduName: input.urduName ?? null });
    this.created.push(name);
    return id;
  }
}
