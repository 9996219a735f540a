// What other features may use of the chat: the System messenger through which the orders
// notifier posts order notices (and pushes them to the socket layer's readers).
export { systemMessenger, type SystemMessenger } from './system-messenger.js';
export type { Delivery } from './chat-deps.js';
