import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Lets a closing server end promptly. Node's server.close() waits for every connection, and a
 * keep-alive connection whose request was still running when close began stays open, idle,
 * until its keep-alive timeout (72 s), long after the request has finished. From the moment the
 * app starts closing, each answer still to be sent says `Connection: close`, and each connection
 * whose answer was already under way is ended once that answer is complete.
 */
export function closeKeepAliveOnShutdown(app: FastifyInstance): void {
  let closing = false;
  const inFlight = new Map<ServerResponse, Socket>();

  app.server.on('request', (request, response) => {
    const socket = request.socket;
    if (closing) response.setHeader('connection', 'close');
    inFlight.set(response, socket);
    response.once('close', () => inFlight.delete(response));
    response.once('finish', () => {
      // Headers that went out before close began promised to keep the connection: end it
      // ourselves once the answer is written.
      if (closing) socket.end();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const response of inFlight.keys())
      if (!response.headersSent) response.setHeader('connection', 'close');
    app.server.closeIdleConnections();
  });
}
