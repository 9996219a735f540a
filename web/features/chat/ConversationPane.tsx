import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { chatTexts } from '../../../common/api/chat';
import { chatLimits } from '../../../common/limits';
import type { SendAck, SendMessage, SenderType } from '../../../common/realtime';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import type { AppSocket } from '../../lib/socket';
import type { Conversation, HeldMessage } from './chat-state';
import type { ChatStore } from './chat-store';
import { ChatAvatar } from './ChatAvatar';
import type { ChatContactView, PresenceView } from './contacts';
import { MessageItem } from './MessageItem';
import styles from './Chat.module.css';

const noMessages: readonly HeldMessage[] = [];

/** How long a message waits for the server's answer before it is shown as not sent. */
const answerTimeoutMs = 10_000;

/** A message id made in the browser (docs/product.md §3: a re-sent message is stored once). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; build a version 4 UUID by hand.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type ConversationPaneProps = {
  contact: ChatContactView;
  conversation: Conversation | undefined;
  presence: PresenceView;
  /** Whether a group member is online. */
  isOnline: (uid: string) => boolean;
  /** Who writes: the signed-in user, or the client an Admin emulates. */
  writer: { uid: string; name: string; type: SenderType };
  /** The Admin writing for the client, when emulating. */
  emulatedBy: { uid: string; name: string } | null;
  store: ChatStore;
  socket: AppSocket | null;
  connected: boolean;
  onBack: () => void;
};

/**
 * The open conversation (docs/product.md §2, §4): the top bar with the contact (a group's members), the
 * messages with 'Load more' for older ones, and the input (max 200; Enter sends; blank is not
 * sent). A sent message shows at once and is replaced by the stored one when the server answers.
 */
export function ConversationPane({
  contact,
  conversation,
  presence,
  isOnline,
  writer,
  emulatedBy,
  store,
  socket,
  connected,
  onBack,
}: ConversationPaneProps) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const messages = conversation?.messages ?? noMessages;
  const canWrite = contact.type !== 'System';

  // New messages at the end scroll into view; older ones loaded at the top keep the place.
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

  function emit(message: HeldMessage, payload: SendMessage) {
    store.addPending({ ...message, status: 'sending' }, contact.key);
    if (!socket) {
      store.failPending(contact.key, message.clientId, 'the chat is not connected.');
      return;
    }
    // Emits wait in the client while it reconnects; the same id makes a retry harmless.
    socket
      .timeout(answerTimeoutMs)
      .emit('onMessage', payload, (error: Error | null, answer: SendAck) => {
        if (error) store.failPending(contact.key, message.clientId, 'no answer from the server.');
        else if (!answer.ok) store.failPending(contact.key, message.clientId, answer.error.message);
        else store.apply(answer.message);
      });
  }

  function payloadOf(message: HeldMessage): SendMessage {
    return {
      id: message.clientId,
      type: contact.type === 'Group' ? 'Group' : contact.type === 'Support' ? 'Support' : 'Direct',
      to: contact.id,
      body: message.body,
      ...(emulatedBy ? { from: writer.uid } : {}),
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = draft.trim();
    // docs/product.md §4, §5: blank messages are not sent.
    if (!body || !canWrite) return;
    const clientId = newClientId();
    const message: HeldMessage = {
      id: `local:${clientId}`,
      clientId,
      seq: Number.MAX_SAFE_INTEGER,
      type: contact.type,
      from: writer.uid,
      fromName: writer.name,
      fromType: writer.type,
      to: contact.id,
      thread: null,
      body,
      time: new Date().toISOString(),
      alias: null,
      referenceFileId: null,
      link: null,
      emulatedBy,
    };
    emit(message, payloadOf(message));
    setDraft('');
    inputRef.current?.focus();
  }

  const showSender = contact.type === 'Group' || contact.type === 'Support';
  const atBeginning = conversation?.loaded && !conversation.hasMore;

  return (
    <section className={styles.pane} aria-labelledby="chat-contact-name">
      <header className={styles.topBar}>
        <button type="button" className={styles.back} onClick={onBack}>
          <Icon name="chevronLeft" size={18} />
          <span>Contacts</span>
        </button>
        <ChatAvatar type={contact.accountType} />
        <div className={styles.topText}>
          <h2 id="chat-contact-name" className={styles.topName}>
            {contact.name}
          </h2>
          <p className={styles.presence} data-tone={presence.tone}>
            {presence.text}
            {presence.link &&
              (presence.link.href.startsWith('/') ? (
                <>
                  {': '}
                  <Link to={presence.link.href}>{presence.link.text}</Link>
                </>
              ) : (
                <>
                  {': '}
                  <a href={presence.link.href} target="_blank" rel="noopener noreferrer">
                    {presence.link.text}
                  </a>
                </>
              ))}
          </p>
        </div>
        {contact.members && contact.members.length > 0 && (
          <ul className={styles.members} aria-label="Group members">
            {contact.members.map((m) => (
              <li key={m.uid} className={styles.member}>
                <span
                  className={styles.dot}
                  data-online={m.uid === writer.uid || isOnline(m.uid) || undefined}
                  aria-hidden="true"
                />
                {m.name}
                <span className="visually-hidden">
                  {m.uid === writer.uid || isOnline(m.uid) ? ' (online)' : ' (offline)'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </header>

      {!connected && (
        <p className={styles.offline} role="status">
          Reconnecting… Messages you send now go out when the connection is back.
        </p>
      )}

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
          {messages.map((m) => (
            <MessageItem
              key={m.clientId + m.id}
              message={m}
              own={m.from === writer.uid}
              showSender={showSender}
              onRetry={(failed) => emit(failed, payloadOf(failed))}
            />
          ))}
        </ol>
      </div>

      {canWrite ? (
        <form className={styles.composer} onSubmit={onSubmit}>
          <label htmlFor="chat-input" className="visually-hidden">
            Message to {contact.name}
          </label>
          <input
            ref={inputRef}
            id="chat-input"
            className={styles.input}
            value={draft}
            maxLength={chatLimits.bodyMax}
            autoComplete="off"
            placeholder={emulatedBy ? `Write as ${writer.name}…` : 'Write a message…'}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby="chat-count"
          />
          <span id="chat-count" className={styles.count} aria-live="off">
            {draft.length}/{chatLimits.bodyMax}
          </span>
          <Button type="submit" disabled={draft.trim() === ''}>
            Send
          </Button>
        </form>
      ) : (
        <p className={styles.readOnly}>Order notices arrive here; they cannot be answered.</p>
      )}
    </section>
  );
}
