import type {
  SupportNote,
  SupportNoteRequest,
  SupportNotesQuery,
} from '../../../common/api/chat-support.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { ChatContext } from './chat-deps.js';
import type { SupportNoteRow } from './support.repository.js';

const noteOf = (row: SupportNoteRow): SupportNote => ({
  id: row.id,
  uid: row.user_id,
  author: { uid: row.author_id, name: row.author_name },
  body: row.body,
  at: row.created_at,
});

/** GET /api/comm/support/notes (Admins only): the internal notes on a customer's thread. */
export async function supportNotes(
  ctx: ChatContext,
  who: Principal,
  query: SupportNotesQuery,
): Promise<SupportNote[]> {
  requireAccountType(who, 'Admin');
  return (await ctx.repo.supportNotes(query.uid)).map(noteOf);
}

/**
 * POST /api/comm/support/notes (Admins only): an internal note on a customer's Support thread.
 * Notes are kept apart from messages, so the customer can never read one.
 */
export async function addSupportNote(
  ctx: ChatContext,
  who: Principal,
  request: SupportNoteRequest,
): Promise<SupportNote> {
  requireAccountType(who, 'Admin');
  const [thread] = await ctx.repo.supportInbox(request.uid);
  if (!thread) throw new AppError('not_found');
  const at = ctx.now().toISOString();
  const note = { user_id: request.uid, author_id: who.uid, body: request.body, created_at: at };
  // The note's text stays in its own table, which only Admins read; the row says one was added.
  const row = await ctx.repo.insertSupportNote(note, (id) => ({
    actorId: who.uid,
    action: 'support.note_added',
    subject: { type: 'support_thread', id: request.uid },
    after: { note: id },
    at,
  }));
  const [stored] = (await ctx.repo.supportNotes(request.uid)).filter((n) => n.id === row.id);
  if (!stored) throw new AppError('not_found');
  return noteOf(stored);
}
