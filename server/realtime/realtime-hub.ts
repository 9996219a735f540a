import type { ServerToClientEvents } from '../../common/realtime.js';

/**
 * Pushes events to signed-in browsers by user id: each socket joins the room of its user when it
 * connects (server/realtime/socket-server.ts), and with REDIS_URL the rooms span instances.
 */
export type RealtimeHub = {
  toUsers<E extends keyof ServerToClientEvents>(
    uids: readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Pushes once to every socket of these users and every socket in these rooms (a socket in
   * several hears it once), on every instance with REDIS_URL.
   */
  toUsersAndRooms<E extends keyof ServerToClientEvents>(
    target: { uids: readonly string[]; rooms: readonly string[] },
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
};

/**
 * The room of the sockets that have the review of an order open (`reviewWatch`): everyone
 * allowed to see it, Admins included, hears its `reviewUpdated` there.
 */
export function reviewRoom(orderId: string): string {
  return `review:${orderId}`;
}

/** What the accounts feature tells the live connections about a user's sessions. */
export type RealtimeSessions = {
  /**
   * Every session of `uid` ended (logout, a revoked refresh-token family): their sockets on every
   * instance close, and none comes back with an access token issued before now.
   */
  sessionEnded(uid: string): void;
};

/** A hub with nobody listening: tests, and servers built without a socket server. */
export const noRealtime: RealtimeHub = { toUsers() {}, toUsersAndRooms() {} };
