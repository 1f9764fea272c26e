import type { NaatInput, ReciterInput } from '../db/types';
import { type LyricLine, type Lyrics, lyricsText } from '../../contract';
import { bioClosings, couplets, demoLyricsHeading, lineVersions, reciters, titles } from './words';

/** mulberry32: a tiny seeded PRNG, so every fresh database gets the same demo catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoClip {
  /** Served as /Audio/<file>. */
  file: string;
  /** Whole seconds. */
  duration: number;
}

/** A demo naat; `timedLyrics` (its lines with times, transliteration and translation) when it has them. */
export interface DemoNaat extends NaatInput {
  timedLyrics?: Lyrics;
}

export interface DemoCatalogue {
  reciters: ReciterInput[];
  /** `naatKhawanId` here is an index into `reciters`; the loader maps it to the stored id. */
  naats: DemoNaat[];
}

/** The reciter whose demo naats keep plain lyrics, so the catalogue shows untimed lyrics too. */
export const PLAIN_LYRICS_RECITER = 1;

/**
 * Demo lyric lines timed to fit the clip: the first half a second in, the rest evenly spread so the last line
 * still has a few seconds before the clip ends (clips are 31 to 50 s); times in whole tenths of a second.
 */
export function timedDemoLyrics(texts: readonly string[], clipSeconds: number): Lyrics {
  const step = (clipSeconds * 1000 - 2500) / texts.length;
  const lines = texts.map((text, index): LyricLine => {
    const versions = lineVersions[text];
    return {
      start: Math.round((500 + index * step) / 100) * 100,
      text,
      ...(versions ? { roman: versions.roman, translation: versions.translation } : {}),
    };
  });
  return { synced: true, lines };
}

const DAY = 86_400_000;
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** How many naats each reciter gets: the first has more than 30 (several pages and letters). */
export const naatsPerReciter = (index: number): number => (index === 0 ? 36 : 9 + (index % 4));

export function demoReciter(index: number, random: () => number): ReciterInput {
  const words = reciters[index % reciters.length] as (typeof reciters)[number];
  return {
    name: words.name,
    urduName: words.urduName,
    bio:
      `${words.name} is a fictional reciter in this app's demo catalogue, known here for ${words.style}. ` +
      `${pick(random, bioClosings)} The recordings listed under this name are short synthesised demo clips, ` +
      'not real recitations.',
    birthDate: words.birthDate,
    birthPlace: words.birthPlace,
    image: null,
  };
}

export function demoNaat(
  titleIndex: number,
  reciterIndex: number,
  reciterName: string,
  random: () => number,
  clips: readonly DemoClip[],
  now: number,
): DemoNaat {
  const words = titles[titleIndex % titles.length] as (typeof titles)[number];
  const clip = pick(random, clips);
  const first = pick(random, couplets);
  const second = pick(random, couplets);
  const lines = [demoLyricsHeading, ...first, ...(second === first ? [] : second)];
  const timedLyrics =
    reciterIndex === PLAIN_LYRICS_RECITER ? undefined : timedDemoLyrics(lines, clip.duration);
  // Cubing skews play counts the way real listening does: a few favourites, a long tail.
  const playCount = Math.floor(random() ** 3 * 40_000) + Math.floor(random() * 50);
  const createdAt = new Date(now - Math.floor(random() * 730 * DAY)).toISOString();
  return {
    title: words.title,
    urduTitle: words.urduTitle,
    filePath: `/Audio/${clip.file}`,
    duration: clip.duration,
    playCount,
    category: words.category,
    language: words.language,
    description:
      `"${words.title}" as recited by ${reciterName} (demo catalogue). ` +
      'The audio is a short synthesised demo clip standing in for the recitation.',
    // The plain text of the lines, as every naat with timed lyrics keeps it.
    lyrics: lyricsText(timedLyrics?.lines ?? lines.map((text) => ({ start: null, text }))),
    naatKhawanId: reciterIndex,
    createdAt,
    ...(timedLyrics ? { timedLyrics } : {}),
  };
}

/** The demo catalogue: 13 reciters and 162 naats, the same on every machine except for dates (relative to now). */
export function demoCatalogue(clips: readonly DemoClip[], now: number): DemoCatalogue {
  const random = seededRandom(20_240_601);
  const demoReciters = reciters.map((_, index) => demoReciter(index, random));
  const naats: DemoNaat[] = [];
  demoReciters.forEach((reciter, reciterIndex) => {
    // Distinct titles per reciter, starting at a different place in the list for each.
    const start = Math.floor(random() * titles.length);
    for (let n = 0; n < naatsPerReciter(reciterIndex); n += 1) {
      naats.push(demoNaat(start + n, reciterIndex, reciter.name, random, clips, now));
    }
  });
  return { reciters: demoReciters, naats };
}
