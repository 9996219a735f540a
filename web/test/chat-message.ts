import type { ChatMessage } from '../../common/realtime';

/** A stored direct message, as the server sends it, for tests; `over` sets the rest. */
export function chatMessage(
  over: Partial<ChatMessage> & Pick<ChatMessage, 'from' | 'to'>,
): ChatMessage {
  return {
    id: 'm1',
    clientId: 'c1',
    seq: 1,
    type: 'Direct',
    fromName: 'Someone',
    fromType: 'Production',
    thread: null,
    body: 'hello',
    time: '2026-12-01T10:00:00.000Z',
    alias: null,
    referenceFileId: null,
    link: null,
    emulatedBy: null,
    ...over,
  };
}
