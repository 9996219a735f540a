// What other features may use of chat; everything else in this folder is private to it.
export { useChatEvents, useUnreadTitle, useUnreadTotal } from './use-chat-events';
