// What other features may use of chat: posting System messages.
export type { SystemMessenger } from './chat-socket.js';
