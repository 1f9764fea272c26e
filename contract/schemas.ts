/**
 * The API's shapes (docs/API.md "Shapes"), written once with TypeBox: the same object validates a request,
 * serialises an answer (fast-json-stringify, which drops any field not listed, so the API answers exactly these
 * shapes) and gives the TypeScript type through `Static<typeof ...>`. The server imports the schemas; the page
 * and the worker import only their types (`import type`), so TypeBox's runtime never reaches their bundles.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { RECITER_TEXT_LIMITS, NAAT_TEXT_LIMITS, PLAY_COUNT_MAX } from './forms';

/**
 * `T | null` as one JSON Schema type list (`type: ['string', 'null']`) rather than an anyOf: the serialiser
 * writes a type list directly, where an anyOf makes it validate each value against the branches first.
 */
const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** One of a few strings, as a plain `enum` (an anyOf of literals would slow the serialiser the same way). */
const OneOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values });

const NullableText = () => Nullable(Type.String());

export const ReciterRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: NullableText(),
});
export type ReciterRef = Static<typeof ReciterRefSchema>;

export const AUDIO_QUALITIES = ['original', 'data-saver'] as const;
export type AudioQuality = (typeof AUDIO_QUALITIES)[number];

/** One file a naat can be played from: the original always, then each data-saver rendition once made. */
export const AudioSourceSchema = Type.Object({
  quality: OneOf(AUDIO_QUALITIES),
  url: Type.String(),
  /** The media type, with its codecs for the renditions (`audio/webm; codecs="opus"`): what canPlayType asks. */
  type: Type.String(),
  /** Average bit rate; null when not measured yet (the original before its job ran, external URLs). */
  kbps: Nullable(Type.Number()),
});
export type AudioSource = Static<typeof AudioSourceSchema>;

export const AUDIO_STATES = ['queued', 'working', 'ready', 'failed'] as const;
export type AudioState = (typeof AUDIO_STATES)[number];
export const OPUS_STATES = ['queued', 'working', 'ready', 'failed', 'not-kept'] as const;
export type OpusState = (typeof OPUS_STATES)[number];

/** Where a naat's audio is in the ingest pipeline (docs/data-saver.md). */
export const AudioProcessingSchema = Type.Object({
  state: OneOf(AUDIO_STATES),
  /** 0..1 */
  progress: Type.Number(),
  /** Why the last run failed (admin table). */
  error: NullableText(),
  /**
   * The Opus rendition: queued (with the rest, or for the backfill of an original made before it), working (a
   * backfill run: `progress` is its own), ready, failed (with ffmpeg's reason; the AAC rendition stays) or
   * not-kept (not smaller than the original by enough).
   */
  opus: Type.Object({ state: OneOf(OPUS_STATES), error: NullableText() }),
});
export type AudioProcessing = Static<typeof AudioProcessingSchema>;

export const NaatSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  urduTitle: NullableText(),
  /** '/Audio/<file>' on this server, or an absolute URL. */
  filePath: Type.String(),
  /** Seconds. */
  duration: Type.Number(),
  playCount: Type.Integer(),
  category: NullableText(),
  language: NullableText(),
  description: NullableText(),
  /** The plain text; with timed lyrics, their lines' text joined by newlines (docs/lyrics.md). */
  lyrics: NullableText(),
  /** ISO 8601. */
  createdAt: Type.String(),
  naatKhawanId: Type.Integer(),
  /** The uploaded artwork's URL (`/og/naat/{id}-art-256.png?v=...`), null when none was uploaded. */
  image: NullableText(),
  naatKhawan: ReciterRefSchema,
  sources: Type.Array(AudioSourceSchema),
  /** The original's integrated loudness (EBU R128, LUFS) once measured; the player evens volume with it. */
  loudnessLufs: Nullable(Type.Number()),
  /** Null for external URLs (never processed). */
  audio: Nullable(AudioProcessingSchema),
});
export type Naat = Static<typeof NaatSchema>;

export const ReciterSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  urduName: NullableText(),
  bio: NullableText(),
  /** YYYY-MM-DD. */
  birthDate: NullableText(),
  birthPlace: NullableText(),
  audioCount: Type.Integer(),
  image: NullableText(),
});
export type Reciter = Static<typeof ReciterSchema>;

// Envelopes.

/** `{success: false, data: null, error}` */
export const FailSchema = Type.Object({ success: Type.Boolean(), data: Type.Null(), error: Type.String() });
export type Fail = Static<typeof FailSchema>;

/** `{success, data}` */
export const Ok = <T extends TSchema>(data: T) => Type.Object({ success: Type.Boolean(), data });

/** API.md `Page<T>`: one page of a list, with the size of the whole list. */
export const Page = <T extends TSchema>(item: T) =>
  Ok(
    Type.Object({
      data: Type.Array(item),
      total: Type.Integer(),
      totalPages: Type.Integer(),
      page: Type.Integer(),
    }),
  );

/** `{success: true, data: null}`: a delete done. */
export const OkNullSchema = Ok(Type.Null());

/** GET /api/audios/popular and /recent: `total` is the length of the whole (capped) list. */
export const RankedNaatsSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(NaatSchema),
  total: Type.Integer(),
});

/** GET /api/naatkhawans: a page, or the whole list (`sort=name`) or the top ones (`sort=audio_count`). */
export const ReciterListSchema = Type.Union([Page(ReciterSchema), Ok(Type.Array(ReciterSchema))]);

/** GET /api/naatkhawans/{id}/audios: a page of a reciter's naats and the initials its titles start with. */
export const ReciterNaatsSchema = Type.Object({
  success: Type.Boolean(),
  data: Type.Array(NaatSchema),
  pagination: Type.Object({
    page: Type.Integer(),
    totalPages: Type.Integer(),
    total: Type.Integer(),
    hasNext: Type.Boolean(),
    hasPrev: Type.Boolean(),
  }),
  availableLetters: Type.Array(Type.String()),
});

/** A naat's lyrics (docs/lyrics.md): `start` is milliseconds, null on every line of untimed lyrics. */
export const LyricsSchema = Type.Object({
  synced: Type.Boolean(),
  lines: Type.Array(
    Type.Object({
      start: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
      text: Type.String(),
      roman: Type.Optional(Type.String()),
      translation: Type.Optional(Type.String()),
    }),
  ),
});

// Requests.

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParamsSchema>;

/** Integers of any size are accepted here and clamped by the handler (API.md: limit clamped to 1..100). */
export const pagingProperties = {
  // Ajv coerces "Infinity" to a number and then skips its integer and range checks (they only look at
  // finite numbers), so the infinities are refused by name; echoed back as `page` they would be a 500.
  page: Type.Optional(Type.Integer({ minimum: 1, not: { enum: [Infinity, -Infinity] } })),
  limit: Type.Optional(Type.Integer()),
};
export const PagingQuerySchema = Type.Object(pagingProperties);
export type PagingQuery = Static<typeof PagingQuerySchema>;

/** A pasted line of lyrics fits; the search itself reads at most MAX_QUERY_TERMS words of it (searchText.ts). */
export const searchProperty = { search: Type.Optional(Type.String({ maxLength: 1000 })) };
export const SearchPagingQuerySchema = Type.Object({ ...pagingProperties, ...searchProperty });
export type SearchPagingQuery = Static<typeof SearchPagingQuerySchema>;

/** POST /api/auth/login. */
export const LoginBodySchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBodySchema>;

/** The answer to a login: the bearer token and when it stops working (ISO 8601). */
export const SessionSchema = Type.Object({ token: Type.String(), expiresAt: Type.String() });

/** GET /api/auth/me. */
export const AdminUserSchema = Type.Object({
  username: Type.String(),
  role: Type.String(),
  lastLoginAt: NullableText(),
});

/** POST /api/auth/password. */
export const PasswordBodySchema = Type.Object(
  { currentPassword: Type.String({ maxLength: 1000 }), newPassword: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type PasswordBody = Static<typeof PasswordBodySchema>;

/**
 * A reciter's text as the admin form sends it: base64 (UTF-8) with `_encoded: true`, so its length is checked
 * loosely here (a decoded character is up to 4 bytes, and base64 adds a third) and exactly after decoding. An
 * update sends only what changed, so every field may be left out.
 */
const EncodedText = (decodedMax: number) =>
  Type.Optional(Nullable(Type.String({ maxLength: Math.ceil(decodedMax * 4 * 1.4) })));

/** POST and PUT /api/admin/naatkhawans. */
export const ReciterBodySchema = Type.Object(
  {
    name: EncodedText(RECITER_TEXT_LIMITS.name),
    urduName: EncodedText(RECITER_TEXT_LIMITS.urduName),
    bio: EncodedText(RECITER_TEXT_LIMITS.bio),
    birthPlace: EncodedText(RECITER_TEXT_LIMITS.birthPlace),
    birthDate: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    _encoded: Type.Optional(Type.Boolean()),
    /** Create even when a reciter with a similar name exists. */
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ReciterBody = Static<typeof ReciterBodySchema>;

/** A reciter named by id and name. */
const ReciterNameSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

/** The 409 of a create whose name is like an existing reciter's: `data.similar` lists them. */
export const SimilarRecitersSchema = Type.Object({
  success: Type.Boolean(),
  error: Type.String(),
  data: Type.Object({ similar: Type.Array(ReciterNameSchema) }),
});

/** GET /api/admin/naatkhawans/match: the reciter of that name, else the like ones (closest first). */
export const ReciterMatchSchema = Type.Object({
  exact: Nullable(ReciterNameSchema),
  similar: Type.Array(ReciterNameSchema),
});

/** POST /api/admin/naatkhawans/{id}/merge: the reciter that stays. */
export const MergeBodySchema = Type.Object(
  { into: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type MergeBody = Static<typeof MergeBodySchema>;

const OptionalText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** PUT /api/admin/audios/{id}: only the fields that change. */
export const NaatUpdateBodySchema = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: NAAT_TEXT_LIMITS.title })),
    urduTitle: OptionalText(NAAT_TEXT_LIMITS.urduTitle),
    naatKhawanId: Type.Optional(Type.Integer({ minimum: 1 })),
    filePath: Type.Optional(Type.String({ maxLength: NAAT_TEXT_LIMITS.filePath })),
    /** Seconds, or text such as '4:35'. */
    duration: Type.Optional(Type.Unsafe<number | string>({ type: ['number', 'string'], maxLength: 20 })),
    playCount: Type.Optional(Type.Integer({ minimum: 0, maximum: PLAY_COUNT_MAX })),
    lyrics: OptionalText(NAAT_TEXT_LIMITS.lyrics),
    category: OptionalText(NAAT_TEXT_LIMITS.category),
    language: OptionalText(NAAT_TEXT_LIMITS.language),
    description: OptionalText(NAAT_TEXT_LIMITS.description),
  },
  { additionalProperties: false },
);
export type NaatUpdateBody = Static<typeof NaatUpdateBodySchema>;
