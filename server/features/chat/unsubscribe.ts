import { AppError } from '../../errors.js';
import type { ChatContext } from './chat-deps.js';
import { readUnsubscribe } from './unsubscribe-token.js';

/**
 * POST /api/comm/unsubscribe?token=: the digest's one-click link turns the digest off, without
 * signing in. A forged or malformed token, or one for nobody, changes nothing.
 */
export async function unsubscribe(
  ctx: ChatContext,
  secret: Uint8Array,
  token: string,
): Promise<void> {
  const uid = readUnsubscribe(secret, token);
  const person = uid ? await ctx.directory.personOf(uid) : undefined;
  if (!person) throw new AppError('invalid_unsubscribe_link');
  const { quietMinutes } = await ctx.repo.digestSettings(person.id);
  await ctx.repo.saveDigestSettings(person.id, false, quietMinutes, ctx.now().toISOString());
}
