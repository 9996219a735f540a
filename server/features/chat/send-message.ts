import type { SendMessage } from '../../../common/realtime.js';
import { ownsFile } from '../../access/access.js';
import { AppError } from '../../errors.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { clientTypes, resolveConversation, viewerOf, type Viewer } from './chat-access.js';
import type { ChatContext, Delivery } from './chat-deps.js';

/** The viewer a message is written as: the author, or the client an Admin writes for. */
async function writerOf(ctx: ChatContext, author: Principal, from: string): Promise<Viewer> {
  if (from === author.uid) return viewerOf(author);
  // Only an Admin writes for someone else, and only for a client.
  if (!isAdmin(author)) throw new AppError('forbidden');
  const client = await ctx.directory.personOf(from);
  if (!client || !clientTypes.includes(client.account_type)) throw new AppError('forbidden');
  return { uid: client.id, isAdmin: false };
}

/**
 * onMessage: stores a message from `author` (or, for an Admin, from the client named in
 * `from`, audited) once per client id, after checking the sender may write there.
 */
export async function sendMessage(
  ctx: ChatContext,
  author: Principal,
  payload: SendMessage,
): Promise<Delivery> {
  const { repo, directory } = ctx;
  const from = payload.from ?? author.uid;
  const viewer = await writerOf(ctx, author, from);
  const target = await resolveConversation(ctx, viewer, payload.type, payload.to, 'write');
  // Sharing a file makes it readable by every reader of the conversation (decision 023), so
  // only a file of one's own may go: not one merely visible through someone else's order.
  const file = payload.referenceFileId
    ? await repo.finishedFile(payload.referenceFileId)
    : undefined;
  if (payload.referenceFileId && (!file || !ownsFile(viewer.uid, file)))
    throw new AppError('invalid_input', {}, { referenceFileId: 'Choose one of your files.' });
  const attachment = file && {
    id: file.id,
    name: file.name,
    mime: file.mime,
    kind: file.kind,
    size: file.size,
  };
  const emulated = from !== author.uid;
  const [sender, admin] = await Promise.all([
    directory.personOf(viewer.uid),
    emulated ? directory.personOf(author.uid) : undefined,
  ]);
  const { message, created } = await repo.insert(
    {
      conversation: target.conversation,
      type: target.type,
      author_id: author.uid,
      client_id: payload.id,
      from_id: viewer.uid,
      to_id: target.toId,
      thread_id: target.threadId,
      body: payload.body,
      alias: target.alias,
      reference_file_id: attachment?.id ?? null,
      link: null,
      emulated_by: emulated ? author.uid : null,
      created_at: ctx.now().toISOString(),
    },
    {
      ...(attachment ? { attachment } : {}),
      ...(emulated ? { audit: { adminId: author.uid, clientId: viewer.uid } } : {}),
      ...(sender
        ? {
            names: {
              from: sender.name,
              fromType: sender.account_type,
              ...(admin ? { emulatedBy: admin.name } : {}),
            },
          }
        : {}),
    },
  );
  return { message, recipients: target.recipients, created };
}
