import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { TeamsDirectory } from '../teams/teams.public.js';
import type { AccountsDeps } from './accounts-deps.js';
import { profileRepository } from './profile.repository.js';
import { profileService } from './profile.service.js';

/** What a user changes about themselves, with the accounts' dependencies and the picture store. */
export function buildProfile(
  accountDeps: AccountsDeps,
  db: Kysely<Database>,
  storage: FileStorage,
  teamsDir: TeamsDirectory,
) {
  return profileService({
    ...accountDeps,
    repo: { ...accountDeps.repo, ...profileRepository(db) },
    storage,
    teamRolesOf: (uid) => teamsDir.clientsOf(uid),
  });
}
