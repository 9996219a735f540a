import { z } from 'zod/mini';
import { defineRoute } from './contract.js';

// The live connection's entry ticket (docs/security.md 'Sessions'): the engine.io handshake is
// a URL, which proxies log, so it carries this short-lived single-use ticket rather than the
// access token.

/** How long a socket ticket opens a handshake, in seconds. */
export const socketTicketSeconds = 30;

export const SocketTicket = z.object({
  /** Goes into the handshake's `ticket` query parameter; works once. */
  ticket: z.string(),
  expiresAt: z.string(),
});
export type SocketTicket = z.infer<typeof SocketTicket>;

export const realtimeRoutes = {
  socketTicket: defineRoute({
    method: 'POST',
    path: '/api/realtime/ticket',
    auth: true,
    response: SocketTicket,
  }),
};
