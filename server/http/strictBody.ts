import type { FastifyInstance } from 'fastify';
import { fail, TYPE_WORDS } from './errors';

interface PropertySchema {
  type?: string | readonly string[];
}

function jsonType(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/**
 * Query strings need type coercion ("20" -> 20), and Ajv's coercion applies to bodies too, which would
 * quietly turn `{"username": 1}` into "1". JSON bodies carry real types, so a wrong one is a client
 * mistake: this hook checks the top-level fields of a JSON body against the route's body schema before
 * validation and answers 400 for a mismatch.
 */
export function registerStrictJsonBodies(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    const schema = request.routeOptions.schema?.body as
      { properties?: Record<string, PropertySchema> } | undefined;
    const body = request.body;
    if (
      !schema?.properties ||
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body) ||
      !(request.headers['content-type'] ?? '').includes('json')
    ) {
      done();
      return;
    }
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      const declared = schema.properties[name]?.type;
      if (declared === undefined) continue;
      const allowed: readonly string[] = typeof declared === 'string' ? [declared] : declared;
      if (!jsonType(value).some((type) => allowed.includes(type))) {
        const words = allowed.map((type) => TYPE_WORDS[type] ?? type).join(' or ');
        void reply.code(400).send(fail(`Field "${name}" must be ${words}`));
        return;
      }
    }
    done();
  });
}
