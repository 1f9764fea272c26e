import type { FastifyError, FastifyInstance } from 'fastify';
import { RepositoryError, isDatabaseUnavailable } from '../db/errors';
import { StorageUnavailable } from '../storage/audioStore';
import { isStorageFull } from '../common/storageFull';

export const STORAGE_FULL = "The server's storage is full. Delete naats or add space, then try again.";

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Please try again in a moment.';

/** The one failure shape of the API (API.md `Fail`). */
export interface Fail {
  success: false;
  data: null;
  error: string;
}

export const fail = (error: string): Fail => ({ success: false, data: null, error });

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const WHERE: Record<string, string> = {
  querystring: 'Query parameter',
  params: 'Path parameter',
  body: 'Field',
  headers: 'Header',
};

/** JSON schema type names in the words an error message uses (shared with strictBody.ts). */
export const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const typeWords = (type: unknown): string =>
  (Array.isArray(type) ? type : [type]).map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');

/** Turns the first schema violation into one sentence a person can act on. */
export function validationMessage(errors: readonly AjvError[], context: string | undefined): string {
  const first = errors[0];
  const where = WHERE[context ?? 'body'] ?? 'Field';
  if (!first) return 'The request is not valid';
  const name = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'required') {
    return `${where} "${String(first.params.missingProperty)}" is required`;
  }
  if (first.keyword === 'additionalProperties') {
    return `${where} "${String(first.params.additionalProperty)}" is not allowed`;
  }
  if (name === '' && context === 'body' && first.keyword === 'type') {
    return 'The request body must be a JSON object';
  }
  if (first.keyword === 'type') return `${where} "${name}" must be ${typeWords(first.params.type)}`;
  if (first.keyword === 'enum') {
    const allowed = (first.params.allowedValues as unknown[] | undefined)?.map(String).join(', ') ?? '';
    return `${where} "${name}" must be one of: ${allowed}`;
  }
  if (first.keyword === 'not') return `${where} "${name}" must be a finite number`;
  return `${where} "${name}" ${first.message ?? 'is not valid'}`;
}

export const NOT_UNICODE = 'The request body must be valid Unicode text (UTF-8, no lone surrogates)';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text, or null when they are not valid UTF-8. */
function decodeUtf8(bytes: Buffer): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** True when every string (keys included) in a parsed JSON value is well-formed UTF-16. */
export function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(wellFormed);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, item]) => key.isWellFormed() && wellFormed(item));
  }
  return true;
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type for this call',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body',
};

/**
 * One error handler for the whole app (child plugins inherit it): schema violations and other client
 * mistakes become a 4xx `Fail` with a clear message; anything else is logged and answered with a
 * generic 500, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // The default JSON parser refuses an empty body sent with a JSON content type; fire-and-forget calls
  // (play, logout) may do that, so an empty body is simply no body. Everything else, including the
  // prototype-poisoning checks, stays Fastify's.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeUtf8(typeof body === 'string' ? Buffer.from(body) : body);
    if (text === null) {
      done(Object.assign(new Error(NOT_UNICODE), { statusCode: 400 }), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (error, value) => {
      if (error) {
        const bad = Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 });
        done(bad, undefined);
        return;
      }
      // "\ud800" is valid JSON but not text: stored, it would turn into replacement bytes.
      if (!wellFormed(value)) {
        done(Object.assign(new Error(NOT_UNICODE), { statusCode: 400 }), undefined);
        return;
      }
      done(null, value);
    });
  });

  app.setErrorHandler((error: FastifyError | RepositoryError, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.code(400).send(fail(validationMessage(error.validation, error.validationContext)));
    }
    if (error instanceof RepositoryError) return reply.code(error.statusCode).send(fail(error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Errors may carry headers of their own, e.g. Content-Range on a 416 from the static file sender.
      const headers = (error as { headers?: unknown }).headers;
      if (typeof headers === 'object' && headers !== null) reply.headers(headers);
      const code = 'code' in error ? error.code : '';
      return reply.code(status).send(fail(CLIENT_MESSAGES[code] ?? error.message));
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'Storage full');
      return reply.code(507).send(fail(STORAGE_FULL));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'Database unavailable');
      return reply.code(503).header('retry-after', 5).send(fail(DATABASE_UNAVAILABLE));
    }
    if (error instanceof StorageUnavailable) {
      request.log.error({ err: error }, 'Audio storage unavailable');
      return reply.code(503).header('retry-after', 5).send(fail(error.message));
    }
    request.log.error(error);
    return reply.code(500).send(fail('Something went wrong on the server. Please try again.'));
  });
}
