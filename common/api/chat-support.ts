import { z } from 'zod/mini';
import { chatLimits as L } from '../limits.js';
import { plainText, required } from './fields.js';

// The Support inbox of the Admins: each user's Support thread with its state, its assignee and
// the Admins' internal notes, which the user never sees.

const Uid = required(z.uuid('Expected a user id.'));

/** A Support thread is open, waiting on the customer, or closed. */
export const SupportState = z.enum(['open', 'waiting', 'closed'], {
  error: 'Expected open, waiting or closed.',
});
export type SupportState = z.infer<typeof SupportState>;

const Person = z.object({ uid: z.string(), name: z.string() });

/** What an Admin tags a Support thread with. */
export const SupportTag = z.enum(['billing', 'orders', 'bug'], {
  error: 'Expected billing, orders or bug.',
});
export type SupportTag = z.infer<typeof SupportTag>;

/** Every tag, in the order the inbox offers them. */
export const supportTags = SupportTag.options;

/** A tag as people read it. */
export const supportTagLabel: Record<SupportTag, string> = {
  billing: 'Billing',
  orders: 'Orders',
  bug: 'Bug',
};

/** One thread of the inbox. */
export const SupportThread = z.object({
  /** The customer, whose thread it is. */
  uid: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  state: SupportState,
  assignee: z.nullable(Person),
  /** Since when the customer's oldest unanswered message waits; null when nothing waits. */
  waitingSince: z.nullable(z.string()),
  /** The newest message of the thread. */
  lastAt: z.string(),
  /** The Admins' tags of the thread, in the order the inbox offers them. */
  tags: z.array(SupportTag),
});
export type SupportThread = z.infer<typeof SupportThread>;

/** Answer of GET /api/comm/support: threads waiting longest first, then the newest. */
export const SupportInbox = z.object({ threads: z.array(SupportThread) });
export type SupportInbox = z.infer<typeof SupportInbox>;

/**
 * Body of POST /api/comm/support/thread: a new state and/or assignee (an Admin's uid, or null to
 * unassign) of the customer `uid`'s thread.
 */
export const SupportThreadUpdate = z
  .object({
    uid: Uid,
    state: z.optional(SupportState),
    assignee: z.optional(z.nullable(z.uuid('Expected a user id.'))),
  })
  .check(
    z.refine((b) => b.state !== undefined || b.assignee !== undefined, {
      message: 'Give a state or an assignee.',
      path: ['state'],
    }),
  );
export type SupportThreadUpdate = z.infer<typeof SupportThreadUpdate>;

/** Query of GET /api/comm/support/notes: the customer whose thread it is. */
export const SupportNotesQuery = z.object({ uid: Uid });
export type SupportNotesQuery = z.infer<typeof SupportNotesQuery>;

/** An internal note. */
export const SupportNote = z.object({
  id: z.string(),
  uid: z.string(),
  author: Person,
  body: z.string(),
  at: z.string(),
});
export type SupportNote = z.infer<typeof SupportNote>;

/** Body of POST /api/comm/support/notes: a note of 1-2000 characters on `uid`'s thread. */
export const SupportNoteRequest = z.object({
  uid: Uid,
  body: required(plainText('Expected text.', { multiline: true }))
    .check(z.trim())
    .check(z.minLength(1, 'Write a note.'))
    .check(z.maxLength(L.supportNoteMax, `At most ${L.supportNoteMax} characters.`)),
});
export type SupportNoteRequest = z.infer<typeof SupportNoteRequest>;

/**
 * Whether a team group's message calls the Admins (`@admin`, `@admins`, or an Admin's username
 * starting so): only those count as unread for an Admin, who is in every group.
 */
export function mentionsAdmins(body: string): boolean {
  return body.toLowerCase().includes('@admin');
}
