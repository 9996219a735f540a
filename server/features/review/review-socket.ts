import { ReviewWatch, type ReviewWatchAck } from '../../../common/realtime.js';
import { AppError } from '../../errors.js';
import { reviewRoom } from '../../realtime/realtime-hub.js';
import {
  ackOf,
  parsePayload,
  socketFailure,
  type SocketLog,
} from '../../realtime/socket-answers.js';
import {
  endSocket,
  sessionExpired,
  type AppServerSocket,
  type SocketServer,
} from '../../realtime/socket-server.js';
import type { ReviewDeps } from './review-deps.js';
import { reviewableVersion } from './review-guards.js';

/**
 * The review's socket events: `reviewWatch` joins the socket to the room of an order's review
 * when its user may see that review (its Partner, its staff member, an Admin: the HTTP routes'
 * rule), so every note, reply, tick and new version of it reaches the open page, on any
 * instance; anyone else is refused not_found and joins nothing. `reviewUnwatch` leaves it. A
 * socket leaves its rooms when it ends; the browser watches again after a reconnect.
 */
export function attachReviewSocket(
  io: SocketServer,
  deps: Pick<ReviewDeps, 'db'> & { log: SocketLog },
): void {
  const handle =
    (socket: AppServerSocket, run: (orderId: string) => Promise<void>) =>
    (payload: unknown, ack: unknown) => {
      const reply = ackOf<ReviewWatchAck>(ack);
      if (sessionExpired(socket)) {
        reply(socketFailure(new AppError('unauthorized'), deps.log, 'review watch failed'));
        endSocket(socket, 'tokenExpired');
        return;
      }
      void (async () => {
        try {
          await run(parsePayload(ReviewWatch, payload).requestId);
          reply({ ok: true });
        } catch (err) {
          reply(socketFailure(err, deps.log, 'review watch failed'));
        }
      })();
    };

  io.on('connection', (socket) => {
    const principal = { uid: socket.data.uid, accountType: socket.data.accountType };
    socket.on(
      'reviewWatch',
      handle(socket, async (orderId) => {
        await reviewableVersion(deps.db, principal, orderId);
        await socket.join(reviewRoom(orderId));
      }),
    );
    socket.on(
      'reviewUnwatch',
      handle(socket, async (orderId) => {
        await socket.leave(reviewRoom(orderId));
      }),
    );
  });
}
