import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRepository } from '../db/users';
import { hashPassword } from './passwords';

export const ADMIN_USERNAME = 'admin';
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

/**
 * On a database without users, creates `admin` with ADMIN_PASSWORD, or with a random password that is
 * logged once and written to DATA_DIR/initial-admin-password (readable by the owner only).
 */
export async function ensureInitialAdmin(
  users: UserRepository,
  adminPassword: string | null,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await users.count()) > 0) return;
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await users.create(ADMIN_USERNAME, await hashPassword(password));
  if (adminPassword === null) {
    const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    log.warn(
      `Created the admin account. Username: ${ADMIN_USERNAME}  Password: ${password}  ` +
        `(shown once; also saved in ${file}). Change it in Admin > Settings.`,
    );
  }
}
