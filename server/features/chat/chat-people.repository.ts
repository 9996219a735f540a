import type { Kysely } from 'kysely';
import type { AccountType } from '../../../common/api/accounts.js';
import type { ChatAttachment } from '../../../common/realtime.js';
import type { FileFacts } from '../../access/access.js';
import type { Database } from '../../db/schema.js';
import { driveFileFacts } from '../drive/drive.public.js';

/** A user as the chat names them. */
export type ChatPerson = { id: string; name: string; username: string; account_type: AccountType };

/** The SQL of who the chat talks about: people, Admins, conversation partners, files, audits. */
export function chatPeopleRepository(db: Kysely<Database>) {
  return {
    /** Everyone the user has a direct conversation with. */
    async directPartners(uid: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select(['from_id', 'to_id'])
        .distinct()
        .where('type', '=', 'Direct')
        .where((eb) => eb.or([eb('to_id', '=', uid), eb('from_id', '=', uid)]))
        .execute();
      const others = new Set<string>();
      for (const r of rows) others.add(r.from_id === uid ? r.to_id : (r.from_id ?? r.to_id));
      return [...others];
    },

    /** The users who have a thread with the Support Team. */
    async supportThreads(): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .select('thread_id')
        .distinct()
        .where('type', '=', 'Support')
        .execute();
      return rows.map((r) => r.thread_id).filter((id): id is string => id !== null);
    },

    /** The named users that exist. */
    async people(ids: readonly string[]): Promise<ChatPerson[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'name', 'username', 'account_type'])
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Every Admin's uid. */
    async adminIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('account_type', '=', 'Admin')
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * A finished drive file's card and who owns it (its uploader and its folder's owner);
     * undefined when there is no such finished file.
     */
    async finishedFile(
      fileId: string,
    ): Promise<(ChatAttachment & Pick<FileFacts, 'uploaderId' | 'folderOwnerId'>) | undefined> {
      const [file] = await driveFileFacts(db, [fileId]);
      if (!file || file.state !== 'finished') return undefined;
      const { id, name, mime, kind, size, uploaderId, folderOwnerId } = file;
      return { id, name, mime, kind, size, uploaderId, folderOwnerId };
    },

    /** The audit log of messages Admins wrote for clients, newest first. */
    async emulations(limit = 100) {
      return db
        .selectFrom('chat_emulations')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
