import { z } from 'zod/mini';
import { chatLimits } from '../limits.js';
import { OkResponse } from './accounts.js';
import { defineRoute } from './contract.js';
import { plainText, required } from './fields.js';

// The Admins' saved replies, shared by every Admin and put into the composer of a Support thread,
// and the reply time the customers read on their Support Team contact.

/** Numbers of a saved reply: its body is a chat message, so it fits one. */
export const savedReplyLimits = {
  titleMax: 60,
  bodyMax: chatLimits.bodyMax,
} as const;

/** A saved reply as the Admins see it. */
export const SavedReply = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof SavedReply>;

/** Body of POST and PUT /api/comm/support/replies: a title and the text it inserts. */
export const SavedReplyRequest = z.object({
  title: required(plainText())
    .check(z.trim())
    .check(z.minLength(1, 'Give it a title.'))
    .check(
      z.maxLength(savedReplyLimits.titleMax, `At most ${savedReplyLimits.titleMax} characters.`),
    ),
  body: required(plainText('Expected text.', { multiline: true }))
    .check(z.trim())
    .check(z.minLength(1, 'Write the reply.'))
    .check(
      z.maxLength(savedReplyLimits.bodyMax, `At most ${savedReplyLimits.bodyMax} characters.`),
    ),
});
export type SavedReplyRequest = z.infer<typeof SavedReplyRequest>;

/** Params of PUT and DELETE /api/comm/support/replies/:id. */
export const SavedReplyParams = z.object({ id: required(z.uuid('Expected a reply id.')) });
export type SavedReplyParams = z.infer<typeof SavedReplyParams>;

/** Answer of GET /api/comm/support/reply-time: "We usually reply within {within}". */
export const SupportReplyTime = z.object({ within: z.string() });
export type SupportReplyTime = z.infer<typeof SupportReplyTime>;

/** What a customer reads under the Support Team contact. */
export const replyTimeText = (within: string) => `We usually reply within ${within}`;

/** The saved-reply routes (Admins) and the reply time (everyone signed in). */
export const supportReplyRoutes = {
  savedReplies: defineRoute({
    method: 'GET',
    path: '/api/comm/support/replies',
    auth: true,
    response: z.array(SavedReply),
  }),
  createSavedReply: defineRoute({
    method: 'POST',
    path: '/api/comm/support/replies',
    auth: true,
    body: SavedReplyRequest,
    response: SavedReply,
  }),
  updateSavedReply: defineRoute({
    method: 'PUT',
    path: '/api/comm/support/replies/:id',
    auth: true,
    params: SavedReplyParams,
    body: SavedReplyRequest,
    response: SavedReply,
  }),
  deleteSavedReply: defineRoute({
    method: 'DELETE',
    path: '/api/comm/support/replies/:id',
    auth: true,
    params: SavedReplyParams,
    response: OkResponse,
  }),
  replyTime: defineRoute({
    method: 'GET',
    path: '/api/comm/support/reply-time',
    auth: true,
    response: SupportReplyTime,
  }),
} as const;
