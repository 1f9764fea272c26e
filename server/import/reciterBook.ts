import type { Repositories } from '../db/repositories';
import type { NaatKhawanInput } from '../db/types';

/** How reciter names are matched: trimmed, Unicode NFC, case folded (so "Owais Raza" = "owais raza"). */
export const reciterKey = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en');

/**
 * The reciters an import matches names against, loaded once and kept up to date as it creates new ones. In a
 * dry run nothing is created; the names it would create are collected instead.
 */
export class ReciterBook {
  private readonly ids = new Map<string, number>();
  readonly created: string[] = [];

  private constructor(
    private readonly repos: Repositories,
    private readonly dryRun: boolean,
  ) {}

  static async load(repos: Repositories, dryRun: boolean): Promise<ReciterBook> {
    const book = new ReciterBook(repos, dryRun);
    for (const reciter of await repos.naatKhawans.all()) {
      const key = reciterKey(reciter.name);
      if (!book.ids.has(key)) book.ids.set(key, reciter.id);
    }
    return book;
  }

  has(name: string): boolean {
    return this.ids.has(reciterKey(name));
  }

  /** The id of the reciter called `input.name`, created with `input` when there is none (0 in a dry run). */
  async idFor(input: NaatKhawanInput): Promise<number> {
    const key = reciterKey(input.name);
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.dryRun
      ? 0
      : (await this.repos.naatKhawans.create({ ...input, name: input.name.trim() })).id;
    this.ids.set(key, id);
    this.created.push(input.name.trim());
    return id;
  }
}
