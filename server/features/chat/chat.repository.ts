import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AccountType } from '../../../common/api/accounts.js';
import type { ChatMessage } from '../../../common/realtime.js';
import type { ChatMessagesTable, Database } from '../../db/schema.js';

/** A message to store; `seq` and `id` are made here. */
export type NewMessage = Omit<ChatMessagesTable, 'seq' | 'id'>;

/** A user as the chat names them. */
export type ChatPerson = { id: string; name: string; username: string; account_type: AccountType };

/** Which conversations are someone's: for the catch-up and the unread counts. */
export type ConversationScope = {
  uid: string;
  /** Keys of their group, support and System conversations. */
  conversations: readonly string[];
  /** Admins read every support thread. */
  allSupport: boolean;
  /** Admins are in every group. */
  allGroups: boolean;
};

type Eb = ExpressionBuilder<Database & { m: ChatMessagesTable }, 'm'>;

/** The SQL of the chat: messages, read marks and the Admin audit log. */
export function chatRepository(db: Kysely<Database>) {
  const messages = () =>
    db
      .selectFrom('chat_messages as m')
      .leftJoin('users as f', 'f.id', 'm.from_id')
      .leftJoin('users as e', 'e.id', 'm.emulated_by')
      .select([
        'm.seq',
        'm.id',
        'm.client_id',
        'm.type',
        'm.from_id',
        'm.to_id',
        'm.thread_id',
        'm.body',
        'm.alias',
        'm.reference_file_id',
        'm.link',
        'm.emulated_by',
        'm.created_at',
        'f.name as from_name',
        'f.account_type as from_type',
        'e.name as emulated_by_name',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof messages>['executeTakeFirstOrThrow']>>;

  const toMessage = (r: Row): ChatMessage => ({
    id: r.id,
    clientId: r.client_id,
    seq: Number(r.seq),
    type: r.type,
    from: r.from_id,
    fromName: r.from_id === null ? 'System' : (r.from_name ?? 'Unknown user'),
    fromType: r.from_id === null ? 'System' : (r.from_type ?? 'Partner'),
    to: r.to_id,
    thread: r.thread_id,
    body: r.body,
    time: r.created_at,
    alias: r.alias,
    referenceFileId: r.reference_file_id,
    link: r.link,
    emulatedBy: r.emulated_by ? { uid: r.emulated_by, name: r.emulated_by_name ?? 'Admin' } : null,
  });

  /** The messages of the scope: its conversations, and direct messages to or from the user. */
  const inScope = (eb: Eb, scope: ConversationScope): Expression<SqlBool> => {
    const ors: Expression<SqlBool>[] = [
      eb.and([
        eb('m.type', '=', 'Direct'),
        eb.or([eb('m.to_id', '=', scope.uid), eb('m.from_id', '=', scope.uid)]),
      ]),
    ];
    if (scope.conversations.length > 0)
      ors.push(eb('m.conversation', 'in', [...scope.conversations]));
    if (scope.allSupport) ors.push(eb('m.type', '=', 'Support'));
    if (scope.allGroups) ors.push(eb('m.type', '=', 'Group'));
    return eb.or(ors);
  };

  return {
    /**
     * Stores a message unless its author already stored one with this client id, with an
     * Admin's audit row when written for a client (in one transaction). Answers the stored
     * message and whether it is new. `names` (the sender's, and the emulating Admin's) lets a
     * new message be answered without reading it back.
     */
    async insert(
      message: NewMessage,
      options: {
        audit?: { adminId: string; clientId: string };
        names?: { from: string; fromType: ChatMessage['fromType']; emulatedBy?: string };
      } = {},
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const id = randomUUID();
      const { audit, names } = options;
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
            link: message.link,
            emulatedBy: message.emulated_by
              ? { uid: message.emulated_by, name: names.emulatedBy ?? 'Admin' }
              : null,
          },
        };
      const row = await messages()
        .where('m.author_id', '=', message.author_id)
        .where('m.client_id', '=', message.client_id)
        .executeTakeFirstOrThrow();
      return { message: toMessage(row), created: seq !== undefined };
    },

    /** One page of a conversation: `length` messages before the newest `offset`, oldest first. */
    async page(conversation: string, offset: number, length: number): Promise<ChatMessage[]> {
      const rows = await messages()
        .where('m.conversation', '=', conversation)
        .orderBy('m.seq', 'desc')
        .limit(length)
        .offset(offset)
        .execute();
      return rows.reverse().map(toMessage);
    },

    /** The scope's messages stored after `after`, oldest first, at most `limit`. */
    async after(scope: ConversationScope, after: number, limit: number): Promise<ChatMessage[]> {
      const rows = await messages()
        .where('m.seq', '>', after)
        .where((eb) => inScope(eb, scope))
        .orderBy('m.seq', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },

    /** Unread messages of the scope by conversation: newer than the read mark, not the user's own. */
    async unread(scope: ConversationScope): Promise<{ conversation: string; count: number }[]> {
      const rows = await db
        .selectFrom('chat_messages as m')
        .leftJoin('chat_reads as r', (join) =>
          join.onRef('r.conversation', '=', 'm.conversation').on('r.user_id', '=', scope.uid),
        )
        .select(['m.conversation', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where((eb) => inScope(eb, scope))
        .where('m.author_id', '<>', scope.uid)
        .where((eb) => eb.or([eb('m.from_id', 'is', null), eb('m.from_id', '<>', scope.uid)]))
        .where((eb) => eb('m.seq', '>', eb.fn.coalesce('r.last_read_seq', sql.lit(0))))
        .groupBy('m.conversation')
        .execute();
      return rows.map((r) => ({ conversation: r.conversation, count: Number(r.n) }));
    },

    /** The newest seq stored, 0 before the first message. */
    async lastSeq(): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /** True when the conversation has no message yet. */
    async isEmpty(conversation: string): Promise<boolean> {
      const row = await db
        .selectFrom('chat_messages')
        .select('seq')
        .where('conversation', '=', conversation)
        .limit(1)
        .executeTakeFirst();
      return !row;
    },

    /** Moves a user's read mark of a conversation forward (never back). */
    async markRead(uid: string, conversation: string, seq: number, at: string): Promise<void> {
      await db
        .insertInto('chat_reads')
        .values({ user_id: uid, conversation, last_read_seq: seq, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['user_id', 'conversation']).doUpdateSet({
            last_read_seq: sql<number>`case when excluded.last_read_seq > chat_reads.last_read_seq then excluded.last_read_seq else chat_reads.last_read_seq end`,
            updated_at: sql<string>`excluded.updated_at`,
          }),
        )
        .execute();
    },

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

    /** True when the user uploaded this finished drive file. */
    async isOwnFile(fileId: string, uid: string): Promise<boolean> {
      const row = await db
        .selectFrom('drive_files')
        .select('id')
        .where('id', '=', fileId)
        .where('uploader_id', '=', uid)
        .where('state', '=', 'finished')
        .executeTakeFirst();
      return Boolean(row);
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

/** The chat repository's shape. */
export type ChatRepository = ReturnType<typeof chatRepository>;
