import type { Delivery } from './chat-deps.js';
import type { ChatService } from './chat.service.js';
import type { SystemNotice } from './system-messages.js';

/** What the orders notifier posts System messages through. */
export type SystemMessenger = {
  post(notice: SystemNotice): Promise<void>;
};

/** Posts System messages through the chat service and pushes the new ones to their readers. */
export function systemMessenger(
  service: Pick<ChatService, 'postSystem'>,
  deliver: (delivery: Delivery) => void,
): SystemMessenger {
  return {
    async post(notice) {
      for (const delivery of await service.postSystem(notice))
        if (delivery.created) deliver(delivery);
    },
  };
}
