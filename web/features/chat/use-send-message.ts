import type { ChatAttachment, SendAck, SendMessage, SenderType } from '../../../common/realtime';
import type { AppSocket } from '../../lib/socket';
import { sendChatMessage } from '../../lib/socket-sender';
import type { HeldMessage } from './chat-state';
import type { ChatStore } from './chat-store';
import type { ChatContactView } from './contacts';

/** A message id made in the browser (docs/product.md §3: a re-sent message is stored once). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; build a version 4 UUID by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SendMessageOptions = {
  contact: ChatContactView;
  /** Who writes: the signed-in user, or the client an Admin emulates. */
  writer: { uid: string; name: string; type: SenderType };
  /** The Admin writing for the client, when emulating. */
  emulatedBy: { uid: string; name: string } | null;
  store: ChatStore;
  socket: AppSocket | null;
};

/**
 * Sending in one conversation: a message shows at once as on its way, and the stored one replaces
 * it when the server answers; a refusal or no answer marks it not sent, to be sent again.
 */
export function useSendMessage({ contact, writer, emulatedBy, store, socket }: SendMessageOptions) {
  function payloadOf(message: HeldMessage): SendMessage {
    return {
      id: message.clientId,
      type: contact.type === 'Group' ? 'Group' : contact.type === 'Support' ? 'Support' : 'Direct',
      to: contact.id,
      body: message.body,
      ...(emulatedBy ? { from: writer.uid } : {}),
      ...(message.referenceFileId ? { referenceFileId: message.referenceFileId } : {}),
    };
  }

  function emit(message: HeldMessage) {
    store.addPending({ ...message, status: 'sending' }, contact.key);
    if (!socket) {
      store.failPending(contact.key, message.clientId, 'the chat is not connected.');
      return;
    }
    // Sent until answered, across reconnections; the same id makes a repeat harmless.
    sendChatMessage(socket, payloadOf(message)).then(
      (answer: SendAck) => {
        if (!answer.ok) store.failPending(contact.key, message.clientId, answer.error.message);
        else store.apply(answer.message);
      },
      () => store.failPending(contact.key, message.clientId, 'no answer from the server.'),
    );
  }

  function send(body: string, attachment?: ChatAttachment) {
    const clientId = newClientId();
    emit({
      id: `local:${clientId}`,
      clientId,
      seq: Number.MAX_SAFE_INTEGER,
      type: contact.type,
      from: writer.uid,
      fromName: writer.name,
      fromType: writer.type,
      to: contact.id,
      thread: null,
      body,
      time: new Date().toISOString(),
      alias: null,
      referenceFileId: attachment?.id ?? null,
      ...(attachment ? { attachment } : {}),
      link: null,
      emulatedBy,
    });
  }

  return { send, retry: emit };
}
