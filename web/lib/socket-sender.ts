import { patientSender, type LiveSocket } from '../../common/realtime-client';
import type { SendAck, SendMessage } from '../../common/realtime';
import type { AppSocket } from './socket';

/** How long a message may wait for the server (reconnections included) before it shows as not sent. */
const giveUpMs = 30_000;

const senders = new WeakMap<AppSocket, ReturnType<typeof patientSender>>();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a chat message over the tab's socket and resolves with the server's answer. Messages go
 * one after another, each until answered: across a reconnection (a renewed token, another
 * instance) and past the flood limit, so a reconnect's flush is paced rather than refused. The
 * message's own id makes a repeat harmless. Rejects when no answer came in 30 s.
 */
export function sendChatMessage(socket: AppSocket, message: SendMessage): Promise<SendAck> {
  let sender = senders.get(socket);
  if (!sender) {
    sender = patientSender(socket as unknown as LiveSocket, { sleep, giveUpMs });
    senders.set(socket, sender);
  }
  return sender.send<SendAck>('onMessage', message);
}
