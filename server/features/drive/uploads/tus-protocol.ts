import { MemoryLocker, type Locker } from '@tus/server';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../integrations/storage/file-storage.js';
import type { DriveRepository } from '../drive.repository.js';
import { detectFileType } from '../file-types.js';
import type { UploadSessions } from './upload-sessions.js';

/**
 * The tus machinery of the drive: the datastore every upload's bytes go to (its first bytes
 * checked before any is written) and the lock shared by HEAD and PATCH. The requests themselves
 * are answered through Fastify's reply like every other route, so its hooks (security headers,
 * logging) apply to them too.
 */
export function tusProtocol(input: {
  repo: DriveRepository;
  storage: FileStorage;
  sessions: UploadSessions;
  locker?: Locker;
}) {
  const { repo, sessions } = input;

  // Runs on the first bytes of every tus upload before any of them is written.
  async function inspectHead(storedName: string, head: Buffer): Promise<void> {
    const file = await repo.findFile(storedName);
    if (!file) throw new AppError('not_found');
    const detected = detectFileType(head);
    if (!detected || detected.kind !== file.kind) {
      const error = new AppError('unsupported_file_type', { kind: file.kind });
      sessions.refuse(file, error);
      throw error;
    }
    if (detected.mime !== file.mime) await repo.updateFile(file.id, { mime: detected.mime });
  }

  const store = input.storage.tusStore(inspectHead);
  const locker = input.locker ?? new MemoryLocker();
  return { store, locker };
}

/** The drive's tus datastore and lock. */
export type TusProtocol = ReturnType<typeof tusProtocol>;
