import type {
  MuteRequest,
  NotificationSettings,
  NotificationState,
} from '../../../common/api/chat-notifications.js';
import type { Principal } from '../../auth/tokens.js';
import { keyOf, resolveConversation, viewerOf } from './chat-access.js';
import type { ChatContext } from './chat-deps.js';

/** GET /api/comm/notifications: the caller's digest preferences and muted conversations. */
export async function notificationState(
  ctx: ChatContext,
  who: Principal,
): Promise<NotificationState> {
  const viewer = viewerOf(who);
  const [settings, muted] = await Promise.all([
    ctx.repo.digestSettings(who.uid),
    ctx.repo.muted(who.uid),
  ]);
  return {
    emailDigest: settings.emailDigest,
    quietMinutes: settings.quietMinutes as NotificationState['quietMinutes'],
    muted: muted.flatMap((c) => keyOf(c, viewer) ?? []),
  };
}

/** PUT /api/comm/notifications: turns the digest on or off and sets its quiet time. */
export async function updateNotifications(
  ctx: ChatContext,
  who: Principal,
  settings: NotificationSettings,
): Promise<NotificationState> {
  const at = ctx.now().toISOString();
  await ctx.repo.saveDigestSettings(who.uid, settings.emailDigest, settings.quietMinutes, at);
  return notificationState(ctx, who);
}

/** POST /api/comm/mute: one of the caller's own conversations; 404 for any other. */
export async function muteConversation(
  ctx: ChatContext,
  who: Principal,
  request: MuteRequest,
): Promise<NotificationState> {
  const target = await resolveConversation(ctx, viewerOf(who), request.type, request.user2, 'read');
  await ctx.repo.setMuted(who.uid, target.conversation, request.muted, ctx.now().toISOString());
  return notificationState(ctx, who);
}
