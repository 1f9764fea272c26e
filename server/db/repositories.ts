import type { Db } from './connection';
import { createLoginFailureRepository, type LoginFailureRepository } from './loginFailures';
import { createNaatKhawanRepository, type NaatKhawanRepository } from './naatkhawans';
import { createNaatRepository, type NaatRepository } from './naats';
import { createSessionRepository, type SessionRepository } from './sessions';
import { createUserRepository, type UserRepository } from './users';

/**
 * Everything the routes may ask of storage, one repository per entity. A PostgreSQL implementation would
 * provide the same interfaces; no route touches SQL. Decorated on the app as `app.repos`.
 */
export interface Repositories {
  naats: NaatRepository;
  naatKhawans: NaatKhawanRepository;
  users: UserRepository;
  sessions: SessionRepository;
  loginFailures: LoginFailureRepository;
}

export function createRepositories(db: Db): Repositories {
  const naats = createNaatRepository(db);
  return {
    naats,
    naatKhawans: createNaatKhawanRepository(db, naats),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    loginFailures: createLoginFailureRepository(db),
  };
}
