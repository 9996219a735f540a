import { z } from 'zod/mini';
import { MessageType } from '../realtime.js';
import { OkResponse } from './accounts.js';
import { defineRoute } from './contract.js';
import { plainText, required } from './fields.js';

// What the chat tells people when they are away (decision 023): an e-mail digest of unread
// messages once a conversation has been quiet for a while, never for muted conversations, with a
// one-click unsubscribe. Browser notifications are the browser's own permission, asked for from
// Settings.

/** The quiet times a digest may wait for, in minutes: nothing is e-mailed sooner. */
export const digestQuietMinutes = [15, 30, 60, 180, 720, 1440] as const;

/** A user's chat e-mail preferences. */
export const NotificationSettings = z.object({
  emailDigest: z.boolean('Expected true or false.'),
  quietMinutes: z.literal(
    [...digestQuietMinutes],
    `Choose one of ${digestQuietMinutes.join(', ')} minutes.`,
  ),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Answer of GET /api/comm/notifications: the preferences, and the muted conversations' keys. */
export const NotificationState = z.extend(NotificationSettings, { muted: z.array(z.string()) });
export type NotificationState = z.infer<typeof NotificationState>;

/** Body of POST /api/comm/mute: mutes (or unmutes) one's conversation with `user2`. */
export const MuteRequest = z.object({
  type: MessageType,
  user2: required(plainText('Expected a contact id.')).check(
    z.maxLength(64, 'Expected a contact id.'),
  ),
  muted: z.boolean('Expected true or false.'),
});
export type MuteRequest = z.infer<typeof MuteRequest>;

/** Query of POST /api/comm/unsubscribe: the signed token of the digest's link. */
export const UnsubscribeQuery = z.object({
  token: required(plainText('Expected the link’s token.')).check(
    z.maxLength(500, 'Expected the link’s token.'),
  ),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** The routes of chat notifications. */
export const chatNotificationRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/comm/notifications',
    auth: true,
    response: NotificationState,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/api/comm/notifications',
    auth: true,
    body: NotificationSettings,
    response: NotificationState,
  }),
  mute: defineRoute({
    method: 'POST',
    path: '/api/comm/mute',
    auth: true,
    body: MuteRequest,
    response: NotificationState,
  }),
  /**
   * No sign-in: the digest's link and its List-Unsubscribe header (RFC 8058: mail clients POST
   * here with `List-Unsubscribe=One-Click`) turn the digest off.
   */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/comm/unsubscribe',
    auth: false,
    query: UnsubscribeQuery,
    response: OkResponse,
  }),
} as const;
