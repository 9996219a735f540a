// What other features may use of the chat: the System messenger through which the orders
// notifier posts order notices (and pushes them to the socket layer's readers).
export { systemMessenger, type SystemMessenger } from './system-messenger.js';
export type { Delivery } from './chat-deps.js';
// The e-mail digest's job runs the service's digest with the mailer.
export type { ChatService } from './chat.service.js';
export type { DigestMail } from './chat-digest.js';
