import type { ChatMessage } from '../../../common/realtime';

/** Whether this browser can show notifications at all. */
export const canNotify = () => typeof window !== 'undefined' && 'Notification' in window;

/** The browser's answer so far: granted, denied, or not asked yet (default). */
export const notifyPermission = (): NotificationPermission | 'unsupported' =>
  canNotify() ? Notification.permission : 'unsupported';

/**
 * Shows a new message as a browser notification while the tab is hidden, once the user has
 * allowed them (asked from Settings, never on its own). Clicking it brings the chat back.
 */
export function notifyMessage(message: ChatMessage, conversationUrl: string): void {
  if (notifyPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  const title =
    message.type === 'Group' && message.alias
      ? `${message.fromName} in ${message.alias}`
      : message.fromName;
  const notification = new Notification(title, {
    body: message.attachment ? `${message.body} (attachment)` : message.body,
    tag: `chat-${message.id}`,
  });
  notification.onclick = () => {
    window.focus();
    window.location.assign(conversationUrl);
    notification.close();
  };
}
