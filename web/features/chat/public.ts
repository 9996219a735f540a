// What other features may use of the chat.

/** The dashboard's socket wiring of the chat, and the unread count for the sidebar and title. */
export { useChatEvents, useUnreadTitle, useUnreadTotal } from './use-chat-events';
