import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { chatTexts } from '../../../common/api/chat';
import { Button } from '../../components/Button';
import type { Conversation, HeldMessage } from './chat-state';
import type { ChatStore } from './chat-store';
import styles from './Chat.module.css';
import type { ChatContactView } from './contacts';
import { dayLabel, dayOf } from './day-label';
import { MessageItem } from './MessageItem';
import { useFoundMessage } from './use-found-message';

const noMessages: readonly HeldMessage[] = [];

type MessageLogProps = {
  contact: ChatContactView;
  conversation: Conversation | undefined;
  store: ChatStore;
  /** Whose messages are one's own (drawn on the right). */
  writerUid: string;
  /** Direct conversations: how far the other side has read ('Seen' under the last one). */
  seenUpTo?: number | undefined;
  onRetry: (message: HeldMessage) => void;
  /** When the message to open the conversation at was stored (a Support search's hit). */
  focusAt?: string | null;
};

/** The id of the viewer's newest stored message the other side has read, if any. */
function lastSeen(messages: readonly HeldMessage[], writerUid: string, upTo?: number) {
  if (upTo === undefined) return null;
  const read = messages.filter((m) => !m.status && m.from === writerUid && m.seq <= upTo);
  return read.at(-1)?.id ?? null;
}

/**
 * The messages of a conversation, oldest first, with 'Load more' for older ones (docs/product.md
 * §4). New messages at the end scroll into view; older ones loaded at the top keep the place.
 */
export function MessageLog({
  contact,
  conversation,
  store,
  writerUid,
  seenUpTo,
  onRetry,
  focusAt = null,
}: MessageLogProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const messages = conversation?.messages ?? noMessages;
  const foundId = useFoundMessage(logRef, messages, conversation, store, contact, focusAt);

  const shape = useRef({ first: '', last: '', height: 0 });
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const first = messages[0]?.id ?? '';
    const last = messages.at(-1)?.id ?? '';
    const before = shape.current;
    if (first !== before.first && last === before.last && before.height > 0)
      log.scrollTop += log.scrollHeight - before.height;
    else if (last !== before.last) log.scrollTop = log.scrollHeight;
    shape.current = { first, last, height: log.scrollHeight };
  }, [messages]);

  // An image or video card grows once its picture has loaded, after the scroll to the end: a log
  // that was at its end stays there. Load events do not bubble, so they are heard on the way down.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    let atEnd = true;
    const onScroll = () => {
      atEnd = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
    };
    const onLoad = () => {
      if (atEnd) log.scrollTop = log.scrollHeight;
    };
    log.addEventListener('scroll', onScroll, { passive: true });
    log.addEventListener('load', onLoad, true);
    log.addEventListener('loadedmetadata', onLoad, true);
    return () => {
      log.removeEventListener('scroll', onScroll);
      log.removeEventListener('load', onLoad, true);
      log.removeEventListener('loadedmetadata', onLoad, true);
    };
  }, []);

  const showSender = contact.type === 'Group' || contact.type === 'Support';
  const seenId = lastSeen(messages, writerUid, seenUpTo);
  const atBeginning = conversation?.loaded && !conversation.hasMore;

  return (
    <div
      ref={logRef}
      className={styles.log}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${contact.name}`}
      tabIndex={0}
    >
      {conversation?.hasMore && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="small"
            loading={conversation.loading}
            onClick={() => void store.loadHistory(contact, true)}
          >
            Load more
          </Button>
        </div>
      )}
      {atBeginning && <p className={styles.beginning}>{chatTexts.beginning(contact.name)}</p>}
      {!conversation?.loaded && conversation?.loading && (
        <p className={styles.listState} role="status">
          {chatTexts.loading}
        </p>
      )}
      {conversation?.failed && (
        <p className={styles.listState} role="alert">
          {chatTexts.error}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void store.loadHistory(contact, conversation.loaded)}
          >
            Try again
          </button>
        </p>
      )}
      <ol className={styles.messages}>
        {messages.map((m, i) => {
          // A heading opens each day (a line either side), instead of a date on every message.
          const day = dayOf(m.time);
          const newDay = i === 0 || dayOf(messages[i - 1]!.time) !== day;
          return (
            <Fragment key={m.clientId + m.id}>
              {newDay && (
                <li className={styles.day}>
                  <h3 className={styles.dayLabel}>{dayLabel(m.time)}</h3>
                </li>
              )}
              <MessageItem
                message={m}
                own={m.from === writerUid}
                showSender={showSender}
                seen={m.id === seenId}
                found={m.id === foundId}
                me={store.getSnapshot().viewer.username}
                onRetry={onRetry}
              />
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
