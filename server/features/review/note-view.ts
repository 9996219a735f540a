import type { Drawing, NoteReply, ReviewNote } from '../../../common/api/review.js';
import { frameToTimecode } from '../../../common/review/timecode.js';
import type { NoteRow, ReplyRow, ReviewRepository } from './review.repository.js';

type Authored = Pick<NoteRow, 'author_id' | 'guest_name'>;

function authorOf(row: Authored, names: Map<string, string>) {
  if (row.author_id === null)
    return { name: row.guest_name ?? 'Guest', userId: null, guest: row.guest_name !== null };
  return { name: names.get(row.author_id) ?? 'Former user', userId: row.author_id, guest: false };
}

/** Notes as the API shows them, with their replies and their authors' names, in one read each. */
export async function noteViews(
  repo: ReviewRepository,
  rows: readonly NoteRow[],
  versionOf: (orderId: string) => number,
): Promise<ReviewNote[]> {
  const replies = await repo.repliesOf(rows.map((r) => r.id));
  const uids = [
    ...[...rows, ...replies].flatMap((r) => (r.author_id ? [r.author_id] : [])),
    ...rows.flatMap((r) => (r.done_by ? [r.done_by] : [])),
  ];
  const names = await repo.namesOf(uids);
  const byNote = new Map<string, NoteReply[]>();
  for (const r of replies) {
    const list = byNote.get(r.note_id) ?? [];
    list.push(replyView(r, names));
    byNote.set(r.note_id, list);
  }
  return rows.map((row) => {
    const fps = { num: row.fps_num, den: row.fps_den };
    return {
      id: row.id,
      requestId: row.order_id,
      fileId: row.file_id,
      version: versionOf(row.order_id),
      author: authorOf(row, names),
      frame: row.frame,
      frameOut: row.frame_out,
      fps,
      timecode: frameToTimecode(row.frame, fps),
      timecodeOut: row.frame_out === null ? null : frameToTimecode(row.frame_out, fps),
      drawing: row.drawing === null ? null : (JSON.parse(row.drawing) as Drawing),
      body: row.body,
      state: row.state,
      answer: row.answer,
      doneBy: row.done_by === null ? null : (names.get(row.done_by) ?? null),
      askedInRequestId: row.asked_in_order_id,
      doneInRequestId: row.done_in_order_id,
      createdAt: row.created_at,
      editedAt: row.edited_at,
      replies: byNote.get(row.id) ?? [],
    };
  });
}

function replyView(r: ReplyRow, names: Map<string, string>): NoteReply {
  return { id: r.id, author: authorOf(r, names), body: r.body, createdAt: r.created_at };
}
