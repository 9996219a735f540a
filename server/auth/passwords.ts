import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = {
  algorithm: 2 /* Algorithm.Argon2id; a const enum, unreadable under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The one step that hashes, an object rather than a bare function so a test can count its calls
 * on the instance the whole server shares (the server tests share one module graph per worker,
 * where replacing a module does not reach code that already imported it).
 */
export const argon2id = { hash: (password: string) => hash(password, options) };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

// Verifying against this when no account matches keeps the answer time the same either way.
let dummyHash: Promise<string> | undefined;

/** True when the password matches; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-at-all');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
