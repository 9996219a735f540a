import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { ChatMessage } from '../../../common/realtime.js';
import type { ChatMessagesTable, Database } from '../../db/schema.js';

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

/** Stored messages with the names of their sender and of the Admin who wrote for them. */
export const messageRows = (db: Kysely<Database>) =>
  db
    .selectFrom('chat_messages as m')
    .leftJoin('users as f', 'f.id', 'm.from_id')
    .leftJoin('users as e', 'e.id', 'm.emulated_by')
    .leftJoin('drive_files as a', 'a.id', 'm.reference_file_id')
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
      'a.original_name as attachment_name',
      'a.mime as attachment_mime',
      'a.kind as attachment_kind',
      'a.size as attachment_size',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

/** A stored message as the API answers it. */
export const toMessage = (r: Row): ChatMessage => ({
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
  ...(r.reference_file_id && r.attachment_name && r.attachment_mime && r.attachment_kind
    ? {
        attachment: {
          id: r.reference_file_id,
          name: r.attachment_name,
          mime: r.attachment_mime,
          kind: r.attachment_kind,
          size: Number(r.attachment_size),
        },
      }
    : {}),
  link: r.link,
  emulatedBy: r.emulated_by ? { uid: r.emulated_by, name: r.emulated_by_name ?? 'Admin' } : null,
});

/** The messages of the scope: its conversations, and direct messages to or from the user. */
export const inScope = (eb: Eb, scope: ConversationScope): Expression<SqlBool> => {
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
