import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../../test/chat-message';
import { notifyMessage } from './browser-notifications';

/** A stand-in for the browser's Notification, recording what it was asked to show. */
function fakeNotifications(permission: NotificationPermission) {
  const shown: { title: string; body: string | undefined }[] = [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const hidden = (value: boolean) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(value ? 'hidden' : 'visible');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser notifications of new messages', () => {
  const message = chatMessage({
    from: 'pat',
    to: 'me',
    fromName: 'Pat Partner',
    body: 'New cut is up',
  });

  it('show a message while the tab is hidden, once the user allowed them', () => {
    const shown = fakeNotifications('granted');
    hidden(true);
    notifyMessage(message, '/dashboard/chat');
    expect(shown).toEqual([{ title: 'Pat Partner', body: 'New cut is up' }]);
  });

  it('stay quiet while the tab is seen, or without the permission', () => {
    const shown = fakeNotifications('granted');
    hidden(false);
    notifyMessage(message, '/dashboard/chat');
    fakeNotifications('default');
    hidden(true);
    notifyMessage(message, '/dashboard/chat');
    expect(shown).toEqual([]);
  });
});
