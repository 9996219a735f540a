import { useEffect, useRef, type RefObject } from 'react';
import type { Conversation, HeldMessage } from './chat-state';
import type { ChatStore } from './chat-store';
import type { ChatContactView } from './contacts';

/**
 * Opens a conversation at one message, stored at `at` (a Support search's hit): older pages load
 * until it is there, then the log scrolls it into view, once. Returns its id, which the log marks.
 */
export function useFoundMessage(
  logRef: RefObject<HTMLDivElement | null>,
  messages: readonly HeldMessage[],
  conversation: Conversation | undefined,
  store: ChatStore,
  contact: ChatContactView,
  at: string | null,
): string | null {
  const found = at ? messages.find((m) => !m.status && m.time === at) : undefined;
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!at || shownFor.current === at) return;
    const log = logRef.current;
    const item = log?.querySelector<HTMLElement>('[data-found]');
    if (found && log && item) {
      shownFor.current = at;
      // Within the log only: scrollIntoView would move the whole page on a phone too.
      const offset = item.getBoundingClientRect().top - log.getBoundingClientRect().top;
      log.scrollTop += offset - log.clientHeight / 3;
      return;
    }
    const { loaded, hasMore, loading, failed } = conversation ?? {};
    if (!found && loaded && hasMore && !loading && !failed) void store.loadHistory(contact, true);
  }, [at, found, conversation, store, contact, logRef]);
  return found?.id ?? null;
}
