import { randomUUID } from 'node:crypto';
import type { SavedReply, SavedReplyRequest } from '../../../common/api/support-replies.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { SupportRepliesTable } from '../../db/schema.js';
import type { ChatContext } from './chat-deps.js';

const replyOf = (row: SupportRepliesTable): SavedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at,
});

/**
 * The Admins' saved replies (GET, POST, PUT and DELETE /api/comm/support/replies): texts every
 * Admin shares and puts into a Support answer, which they then send like any message.
 */
export function savedReplies(ctx: ChatContext) {
  return {
    async list(who: Principal): Promise<SavedReply[]> {
      requireAccountType(who, 'Admin');
      return (await ctx.repo.savedReplies()).map(replyOf);
    },

    async create(who: Principal, request: SavedReplyRequest): Promise<SavedReply> {
      requireAccountType(who, 'Admin');
      const at = ctx.now().toISOString();
      const row = {
        id: randomUUID(),
        ...request,
        updated_by: who.uid,
        created_at: at,
        updated_at: at,
      };
      await ctx.repo.insertSavedReply(row);
      return replyOf(row);
    },

    async update(who: Principal, id: string, request: SavedReplyRequest): Promise<SavedReply> {
      requireAccountType(who, 'Admin');
      const row = await ctx.repo.updateSavedReply({
        id,
        ...request,
        updated_by: who.uid,
        updated_at: ctx.now().toISOString(),
      });
      if (!row) throw new AppError('not_found');
      return replyOf(row);
    },

    async remove(who: Principal, id: string): Promise<void> {
      requireAccountType(who, 'Admin');
      if (!(await ctx.repo.deleteSavedReply(id))) throw new AppError('not_found');
    },
  };
}
