import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { passwordResetsRepository } from './password-resets.repository.js';
import { refreshTokensRepository } from './refresh-tokens.repository.js';
import { otherSessionsRepository } from './other-sessions.repository.js';
import { signInsRepository } from './sign-ins.repository.js';
import { usersRepository } from './users.repository.js';
import { verificationsRepository } from './verifications.repository.js';

export type { UserRow } from './users.repository.js';
export type { NewVerification } from './verifications.repository.js';

/** The only place with SQL for accounts, verifications and refresh tokens. */
export function accountsRepository(db: Kysely<Database>) {
  return {
    ...usersRepository(db),
    ...verificationsRepository(db),
    ...refreshTokensRepository(db),
    ...signInsRepository(db),
    ...otherSessionsRepository(db),
    ...passwordResetsRepository(db),
  };
}

/** The accounts repository's shape, for services and tests. */
export type AccountsRepository = ReturnType<typeof accountsRepository>;
