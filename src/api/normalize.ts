import { parseDuration } from '../lib/duration';
import type { AudioProcessing, AudioSourceInfo, Naat, Reciter, ReciterRef } from './types';

/**
 * Turns every response variant the owner's API is known to send into the one Naat / Reciter shape: snake_case
 * fields (file_path, play_count, ...), duration as seconds, numeric text or 'm:ss', bare arrays instead of
 * {success, data}, and a naat without its naatKhawan object. Unknown input never throws; missing fields get
 * neutral values so a screen can still render.
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(raw: Raw, ...keys: string[]): unknown {
  for (const key of keys) {
    if (raw[key] !== undefined && raw[key] !== null) return raw[key];
  }
  return undefined;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

function id(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : 0;
}

/** '/Audio/x.mp3' and absolute URLs are kept; a bare 'Audio/x.mp3' gets its leading slash (same origin). */
export function normalizeFilePath(value: unknown): string {
  const path = text(value) ?? '';
  if (path === '' || /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The server's `sources` (docs/data-saver.md); entries it does not know are left out. */
function sources(value: unknown[]): AudioSourceInfo[] {
  const list: AudioSourceInfo[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const quality = item.quality === 'original' || item.quality === 'data-saver' ? item.quality : null;
    const url = normalizeFilePath(item.url);
    if (!quality || url === '') continue;
    list.push({ quality, url, type: text(item.type) ?? 'audio/mpeg', kbps: finiteOrNull(item.kbps) });
  }
  return list;
}

const AUDIO_STATES = ['queued', 'working', 'ready', 'failed'] as const;
const OPUS_STATES = ['queued', 'working', 'ready', 'failed', 'not-kept'] as const;

function audioProcessing(value: unknown): AudioProcessing | null {
  if (!isRecord(value)) return null;
  const state = AUDIO_STATES.find((item) => item === value.state);
  if (!state) return null;
  const progress = finiteOrNull(value.progress) ?? 0;
  const opus = isRecord(value.opus) ? value.opus : null;
  const opusState = OPUS_STATES.find((item) => item === opus?.state);
  return {
    state,
    progress: Math.min(1, Math.max(0, progress)),
    error: text(value.error),
    ...(opus && opusState ? { opus: { state: opusState, error: text(opus.error) } } : {}),
  };
}

export function normalizeNaat(value: unknown): Naat {
  const raw = isRecord(value) ? value : {};
  const reciterId = id(pick(raw, 'naatKhawanId', 'naat_khawan_id', 'naatkhawan_id'));
  const nested = pick(raw, 'naatKhawan', 'naat_khawan', 'naatkhawan');
  const reciter: ReciterRef = isRecord(nested)
    ? {
        id: id(nested.id) || reciterId,
        name: text(nested.name) ?? '',
        image: text(nested.image),
      }
    : {
        id: reciterId,
        name: text(pick(raw, 'naatKhawanName', 'naat_khawan_name', 'artist')) ?? '',
        image: null,
      };
  return {
    id: id(raw.id),
    title: text(raw.title) ?? '',
    urduTitle: text(pick(raw, 'urduTitle', 'urdu_title')),
    filePath: normalizeFilePath(pick(raw, 'filePath', 'file_path')),
    duration: parseDuration(raw.duration),
    playCount: count(pick(raw, 'playCount', 'play_count')),
    category: text(raw.category),
    language: text(raw.language),
    description: text(raw.description),
    lyrics: text(raw.lyrics),
    createdAt: text(pick(raw, 'createdAt', 'created_at')) ?? '',
    naatKhawanId: reciterId || reciter.id,
    naatKhawan: reciter,
    ...('image' in raw ? { image: text(raw.image) } : {}),
    // Only when the server sends them (docs/data-saver.md), so older answers keep their shape.
    ...(Array.isArray(raw.sources) ? { sources: sources(raw.sources) } : {}),
    ...('loudnessLufs' in raw || 'loudness_lufs' in raw
      ? { loudnessLufs: finiteOrNull(pick(raw, 'loudnessLufs', 'loudness_lufs')) }
      : {}),
    ...('audio' in raw ? { audio: audioProcessing(raw.audio) } : {}),
  };
}

export function normalizeReciter(value: unknown): Reciter {
  const raw = isRecord(value) ? value : {};
  return {
    id: id(raw.id),
    name: text(raw.name) ?? '',
    urduName: text(pick(raw, 'urduName', 'urdu_name')),
    bio: text(raw.bio),
    birthDate: text(pick(raw, 'birthDate', 'birth_date')),
    birthPlace: text(pick(raw, 'birthPlace', 'birth_place')),
    audioCount: count(pick(raw, 'audioCount', 'audio_count')),
    image: text(raw.image),
  };
}

export interface ListResult<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/**
 * Reads any list answer: a bare array, {data: [...]}, {success, data: [...], total} or
 * {success, data: {data: [...], total, totalPages}}. Missing totals are taken from the list itself.
 */
export function normalizeList<T>(value: unknown, item: (raw: unknown) => T, perPage?: number): ListResult<T> {
  let array: unknown[] = [];
  let total: unknown;
  let totalPages: unknown;
  if (Array.isArray(value)) array = value;
  else if (isRecord(value)) {
    const data = value.data;
    if (Array.isArray(data)) array = data;
    else if (isRecord(data) && Array.isArray(data.data)) {
      array = data.data;
      total = data.total;
      totalPages = data.totalPages ?? data.total_pages;
    }
    const pagination = isRecord(value.pagination) ? value.pagination : {};
    total ??= value.total ?? pagination.total;
    totalPages ??= value.totalPages ?? pagination.totalPages;
  }
  const items = array.map(item);
  const totalCount = Math.max(count(total), items.length);
  const pages = count(totalPages) || (perPage ? Math.ceil(totalCount / perPage) : totalCount > 0 ? 1 : 0);
  return { items, total: totalCount, totalPages: pages };
}

/** One item answered as {success, data: item} or as the bare item. */
export function unwrapItem(value: unknown): unknown {
  return isRecord(value) && 'data' in value && isRecord(value.data) ? value.data : value;
}

export interface ReciterAudios extends ListResult<Naat> {
  page: number;
  availableLetters: string[];
}

/** GET /naatkhawans/{id}/audios: data, pagination, availableLetters; a bare array also accepted. */
export function normalizeReciterAudios(value: unknown, page: number, perPage: number): ReciterAudios {
  const list = normalizeList(value, normalizeNaat, perPage);
  const raw = isRecord(value) ? value : {};
  const letters = Array.isArray(raw.availableLetters) ? raw.availableLetters : null;
  const availableLetters = letters
    ? letters.filter((letter): letter is string => typeof letter === 'string').map((l) => l.toUpperCase())
    : lettersOf(list.items);
  const pagination = isRecord(raw.pagination) ? raw.pagination : {};
  return { ...list, page: count(pagination.page) || page, availableLetters };
}

/** The initials of the naats' titles, when the server does not send availableLetters. */
function lettersOf(naats: Naat[]): string[] {
  const letters = new Set<string>();
  for (const naat of naats) {
    const first = naat.title.trim().charAt(0).toUpperCase();
    if (/[A-Z]/.test(first)) letters.add(first);
  }
  return [...letters].sort();
}
