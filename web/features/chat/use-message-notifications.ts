import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { dashboardPaths } from '../../../common/paths';
import type { ChatMessage } from '../../../common/realtime';
import type { AppSocket } from '../../lib/socket';
import { notifyMessage } from './browser-notifications';
import type { ChatStore } from './chat-store';
import { countsAsUnread } from './chat-state';
import { notificationsQuery } from './notifications-api';

/**
 * Browser notifications of new messages while the tab is hidden, for the signed-in user: not
 * their own, not from a muted conversation, and in groups only what would count as unread.
 */
export function useMessageNotifications(store: ChatStore | null, socket: AppSocket | null) {
  const viewer = store?.getSnapshot().viewer ?? null;
  const state = useQuery(notificationsQuery(viewer?.uid ?? null));
  const muted = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    muted.current = new Set(state.data?.muted ?? []);
  }, [state.data]);

  useEffect(() => {
    if (!store || !socket) return;
    const onMessage = (message: ChatMessage) => {
      const { viewer: me } = store.getSnapshot();
      const key = store.keyOf(message);
      if (!key || message.from === me.uid || muted.current.has(key)) return;
      if (!countsAsUnread(message, me)) return;
      notifyMessage(message, dashboardPaths.chat());
    };
    socket.on('message', onMessage);
    return () => {
      socket.off('message', onMessage);
    };
  }, [store, socket]);
}
