/**
 * JSON schemas shared by the routes. Response schemas double as fast serialisers (fast-json-stringify),
 * and they drop any field not listed, so the API answers exactly the shapes of API.md.
 */
const nullableString = { type: ['string', 'null'] } as const;

export const naatKhawanRefSchema = {
  type: 'object',
  required: ['id', 'name', 'image'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, image: nullableString },
} as const;

export const naatSchema = {
  type: 'object',
  required: ['id', 'title', 'filePath', 'duration', 'playCount', 'createdAt', 'naatKhawanId', 'naatKhawan'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    urduTitle: nullableString,
    filePath: { type: 'string' },
    duration: { type: 'number' },
    playCount: { type: 'integer' },
    category: nullableString,
    language: nullableString,
    description: nullableString,
    lyrics: nullableString,
    createdAt: { type: 'string' },
    naatKhawanId: { type: 'integer' },
    image: nullableString,
    naatKhawan: naatKhawanRefSchema,
    sources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['quality', 'url', 'type', 'kbps'],
        properties: {
          quality: { type: 'string' },
          url: { type: 'string' },
          type: { type: 'string' },
          kbps: { type: ['number', 'null'] },
        },
      },
    },
    loudnessLufs: { type: ['number', 'null'] },
    audio: {
      type: ['object', 'null'],
      required: ['state', 'progress', 'error', 'opus'],
      properties: {
        state: { type: 'string' },
        progress: { type: 'number' },
        error: nullableString,
        opus: {
          type: 'object',
          required: ['state', 'error'],
          properties: { state: { type: 'string' }, error: nullableString },
        },
      },
    },
  },
} as const;

export const naatKhawanSchema = {
  type: 'object',
  required: ['id', 'name', 'audioCount'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    urduName: nullableString,
    bio: nullableString,
    birthDate: nullableString,
    birthPlace: nullableString,
    audioCount: { type: 'integer' },
    image: nullableString,
  },
} as const;

export const failSchema = {
  type: 'object',
  required: ['success', 'data', 'error'],
  properties: { success: { type: 'boolean' }, data: { type: 'null' }, error: { type: 'string' } },
} as const;

/** `{success, data}` */
export const okSchema = (data: object) =>
  ({
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data },
  }) as const;

/** API.md `Page<T>`. */
export const pageSchema = (item: object) =>
  okSchema({
    type: 'object',
    required: ['data', 'total', 'totalPages', 'page'],
    properties: {
      data: { type: 'array', items: item },
      total: { type: 'integer' },
      totalPages: { type: 'integer' },
      page: { type: 'integer' },
    },
  });

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** Integers of any size are accepted here and clamped by the handler (API.md: limit clamped to 1..100). */
export const pagingProperties = {
  // Ajv coerces "Infinity" to a number and then skips its integer and range checks (they only look at
  // finite numbers), so the infinities are refused by name; echoed back as `page` they would be a 500.
  page: { type: 'integer', minimum: 1, not: { enum: [Infinity, -Infinity] } },
  limit: { type: 'integer' },
} as const;

/** A pasted line of lyrics fits; the search itself reads at most MAX_QUERY_TERMS words of it (searchText.ts). */
export const searchProperty = { search: { type: 'string', maxLength: 1000 } } as const;
