import { MemoryLocker, Server as TusServer } from '@tus/server';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../integrations/storage/file-storage.js';
import type { DriveRepository } from '../drive.repository.js';
import { detectFileType } from '../file-types.js';
import { tusProtocolError } from './receive-patch.js';
import type { UploadSessions } from './upload-sessions.js';

/**
 * The tus machinery of the drive: the datastore every upload's bytes go to (its first bytes
 * checked before any is written), the lock shared by HEAD and PATCH, and @tus/server, which
 * answers HEAD.
 */
export function tusProtocol(input: {
  repo: DriveRepository;
  storage: FileStorage;
  sessions: UploadSessions;
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
  const locker = new MemoryLocker();
  const server = new TusServer({
    path: '/api/drive/upload',
    datastore: store,
    locker,
    // The id is the last segment of /api/drive/upload/{directory}/{uploadId}; the route checked it.
    getFileIdFromRequest: (_request, last) => last,
    // tus answers its own protocol errors; they leave in the API's error shape like every other one.
    onResponseError: (_request, error) => {
      const refusal = tusProtocolError(error);
      return { status_code: refusal.status, body: JSON.stringify(refusal.toBody()) };
    },
    // Same-origin only: no CORS headers for other sites.
    allowedOrigins: [],
  });

  return { store, locker, server };
}

/** The drive's tus datastore, lock and server. */
export type TusProtocol = ReturnType<typeof tusProtocol>;
