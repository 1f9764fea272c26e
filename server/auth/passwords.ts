import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB memory, 2 passes. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash verifies nothing rather than crashing the login.
    return false;
  }
}

let dummy: Promise<string> | null = null;
/**
 * A hash to verify against when the username is unknown, so a wrong username takes as long as a wrong
 * password and the timing does not reveal which accounts exist.
 */
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-account-password'));
