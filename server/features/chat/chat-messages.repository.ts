import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChatAttachment, ChatMessage } from '../../../common/realtime.js';
import type { ChatMessagesTable, Database } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.public.js';
import { inScope, messageRows, toMessage, type ConversationScope } from './chat-message-rows.js';

/** A message to store; `seq` and `id` are made here. */
export type NewMessage = Omit<ChatMessagesTable, 'seq' | 'id'>;

/** What goes with a message being stored: an Admin's audit row, and the names to answer with. */
export type InsertOptions = {
  audit?: { adminId: string; clientId: string };
  names?: { from: string; fromType: ChatMessage['fromType']; emulatedBy?: string };
  /** The attached file's card, already read by the sender's check. */
  attachment?: ChatAttachment;
};

/**
 * Stores a message unless its author already stored one with this client id, with an
 * Admin's audit row when written for a client (in one transaction). Answers the stored
 * message and whether it is new. `names` (the sender's, and the emulating Admin's) lets a
 * new message be answered without reading it back.
 */
async function insertMessage(
  db: Kysely<Database>,
  message: NewMessage,
  { audit, names, attachment }: InsertOptions = {},
): Promise<{ message: ChatMessage; created: boolean }> {
  const id = randomUUID();
  const write = async (trx: Kysely<Database>) => {
    const row = await trx
      .insertInto('chat_messages')
      .values({ id, ...message })
      .onConflict((oc) => oc.columns(['author_id', 'client_id']).doNothing())
      .returning('seq')
      .executeTakeFirst();
    if (row && audit)
      await trx
        .insertInto('chat_emulations')
        .values({
          id: randomUUID(),
          admin_id: audit.adminId,
          client_id: audit.clientId,
          message_id: id,
          created_at: message.created_at,
        })
        .execute();
    if (row && audit)
      await recordAudit(trx, {
        actorId: audit.adminId,
        action: 'chat.message_as_client',
        subject: { type: 'user', id: audit.clientId },
        after: {
          message: id,
          conversation: message.conversation,
          body: message.body,
          // Sharing the client's file opens it to the conversation's readers: the row names it.
          ...(attachment ? { attachment: { id: attachment.id, name: attachment.name } } : {}),
        },
        at: message.created_at,
      });
    return row ? Number(row.seq) : undefined;
  };
  // One statement needs no transaction of its own; the audit row goes with its message.
  const seq = audit ? await db.transaction().execute(write) : await write(db);
  if (seq !== undefined && names)
    return {
      created: true,
      message: {
        id,
        clientId: message.client_id,
        seq,
        type: message.type,
        from: message.from_id,
        fromName: names.from,
        fromType: names.fromType,
        to: message.to_id,
        thread: message.thread_id,
        body: message.body,
        time: message.created_at,
        alias: message.alias,
        referenceFileId: message.reference_file_id,
        ...(attachment ? { attachment } : {}),
        link: message.link,
        emulatedBy: message.emulated_by
          ? { uid: message.emulated_by, name: names.emulatedBy ?? 'Admin' }
          : null,
      },
    };
  const row = await messageRows(db)
    .where('m.author_id', '=', message.author_id)
    .where('m.client_id', '=', message.client_id)
    .executeTakeFirstOrThrow();
  return { message: toMessage(row), created: seq !== undefined };
}

/** The SQL of storing messages and reading them back in pages. */
export function chatMessagesRepository(db: Kysely<Database>) {
  return {
    insert: (message: NewMessage, options?: InsertOptions) => insertMessage(db, message, options),

    /** One page of a conversation: `length` messages before the newest `offset`, oldest first. */
    async page(conversation: string, offset: number, length: number): Promise<ChatMessage[]> {
      const rows = await messageRows(db)
        .where('m.conversation', '=', conversation)
        .orderBy('m.seq', 'desc')
        .limit(length)
        .offset(offset)
        .execute();
      return rows.reverse().map(toMessage);
    },

    /** The scope's messages stored after `after`, oldest first, at most `limit`. */
    async after(scope: ConversationScope, after: number, limit: number): Promise<ChatMessage[]> {
      const rows = await messageRows(db)
        .where('m.seq', '>', after)
        .where((eb) => inScope(eb, scope))
        .orderBy('m.seq', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },

    /** The newest seq stored, 0 before the first message. */
    async lastSeq(): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },
  };
}
