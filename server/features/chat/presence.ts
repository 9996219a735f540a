import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { viewerFor } from './chat-access.js';
import type { ChatContext } from './chat-deps.js';

/**
 * Who hears a user's presence: everyone for an Admin (every user sees the Admins), else the
 * people who have them as a contact or share a group with them.
 */
export async function audienceOf(
  ctx: ChatContext,
  uid: string,
  admin: boolean,
): Promise<ReadonlySet<string> | 'everyone'> {
  if (admin) return 'everyone';
  return (await ctx.directory.contactsOf(uid)).audience;
}

/** emulate: checks that an Admin may write for `uid` (a Partner or Affiliate). */
export async function checkEmulation(ctx: ChatContext, who: Principal, uid: string): Promise<void> {
  requireAccountType(who, 'Admin');
  const viewer = await viewerFor(ctx, who, uid);
  if (viewer.uid === who.uid) throw new AppError('forbidden');
}
