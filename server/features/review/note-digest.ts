import { randomUUID } from 'node:crypto';
import { reviewLimits } from '../../../common/api/review.js';
import type { ReviewNote } from '../../../common/api/review.js';
import { noteViews } from './note-view.js';
import { type ReviewDeps } from './review-deps.js';
import { reviewNoticesRepository } from './review-notices.repository.js';
import { reviewRepository } from './review.repository.js';

/** How many groups one run sends, and how many notes one message lists by name. */
const perRun = 100;
const listed = 10;
const wordsShown = 8;
const charsShown = 60;

/** `The cut is late here, just after the…`: the first words of a note, on one line. */
export function firstWords(body: string): string {
  const words = body.replace(/\s+/g, ' ').trim().split(' ');
  let text = words.slice(0, wordsShown).join(' ');
  if (text.length > charsShown) text = text.slice(0, charsShown).trimEnd();
  return text.length < body.replace(/\s+/g, ' ').trim().length ? `${text}…` : text;
}

/** The lines a digest lists: each note's timecode and first words, at most `listed` of them. */
export function digestList(notes: readonly Pick<ReviewNote, 'timecode' | 'body'>[]): string {
  const lines = notes.slice(0, listed).map((n) => `${n.timecode} ${firstWords(n.body)}`);
  if (notes.length > listed) lines.push(`…and ${notes.length - listed} more.`);
  return lines.join('\n');
}

/**
 * One run of the note digest: each author's notes on a version are collected from their first
 * note for reviewLimits.digestMinutes, and once that window has closed they go through the order
 * notifier as ONE `reviewNoted` (order event, e-mail and System message to the other side) that
 * counts and lists them; a note made after the window waits for a message of its own. Each group
 * is claimed by a conditional update before its message goes, so several instances running this
 * at once send each note in one message at most.
 */
export async function runNoteDigest(
  deps: Pick<ReviewDeps, 'db' | 'notifier' | 'now'>,
): Promise<{ sent: number }> {
  const windowMs = reviewLimits.digestMinutes * 60_000;
  const closedBy = new Date(deps.now().getTime() - windowMs).toISOString();
  const notices = reviewNoticesRepository(deps.db);
  const repo = reviewRepository(deps.db);
  let sent = 0;
  for (const group of await notices.dueGroups(closedBy, perRun)) {
    const until = new Date(Date.parse(group.first) + windowMs).toISOString();
    const noticeId = randomUUID();
    if ((await notices.claim(group, until, noticeId)) === 0) continue;
    const rows = await notices.claimed(noticeId);
    const version = await repo.findVersion(group.order_id);
    const last = rows.at(-1);
    if (!version || !last) continue;
    const views = await noteViews(repo, rows, () => version.version);
    await deps.notifier.notify({
      event: 'reviewNoted',
      orderId: version.id,
      actorId: group.author_id,
      at: last.created_at,
      detail: { notes: views.length, by: views[0]!.author.name, list: digestList(views) },
    });
    sent += 1;
  }
  return { sent };
}
