import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { AccountsDeps } from './accounts-deps.js';
import type { ProfileRepository } from './profile.repository.js';

/** What the profile use cases need: the accounts' own, plus the picture store and the teams. */
export type ProfileDeps = Omit<AccountsDeps, 'repo'> & {
  repo: AccountsDeps['repo'] & ProfileRepository;
  storage: Pick<FileStorage, 'writeWhole' | 'read' | 'remove'>;
  /** The roles a staff member holds on Partners' teams ('Editor', 'Artist'), one list per client. */
  teamRolesOf: (staffId: string) => Promise<Array<{ roles: readonly string[] }>>;
};
