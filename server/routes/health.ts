import type { FastifyInstance } from 'fastify';

/**
 * GET /api/health, registered under /api: answered once the database is open and migrated, as the app is only
 * built then (Playwright's webServer and the deploy checks wait on it).
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions.
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    { schema: { response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } } } },
    () => ({ success: true }),
  );
}
