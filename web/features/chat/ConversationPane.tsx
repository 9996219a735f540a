import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { typingText } from './chat-signals';
import type { Conversation } from './chat-state';
import styles from './Chat.module.css';
import { Composer } from './Composer';
import type { PresenceView } from './contacts';
import { ConversationHeader } from './ConversationHeader';
import { MessageLog } from './MessageLog';
import { MuteButton } from './MuteButton';
import { useChatSignals, useTypingSignal } from './use-chat-signals';
import { useSendMessage, type SendMessageOptions } from './use-send-message';

type ConversationPaneProps = SendMessageOptions & {
  conversation: Conversation | undefined;
  presence: PresenceView;
  /** Whether a group member is online. */
  isOnline: (uid: string) => boolean;
  connected: boolean;
  onBack: () => void;
  /** An Admin's Support tools, shown under the top bar of a customer's thread. */
  tools?: ReactNode;
  /** Text put into the input from the tools (a saved reply). */
  insert?: { text: string; at: number } | null;
};

/**
 * The open conversation (docs/product.md §2, §4): the top bar with the contact (a group's
 * members), the messages with 'Load more' for older ones, and the input. A sent message shows at
 * once and is replaced by the stored one when the server answers.
 */
export function ConversationPane({
  conversation,
  presence,
  isOnline,
  connected,
  onBack,
  tools,
  insert,
  ...sending
}: ConversationPaneProps) {
  const { contact, writer, emulatedBy, store, socket } = sending;
  const { send, retry } = useSendMessage(sending);
  const signals = useChatSignals(store);
  const onTyping = useTypingSignal(socket, contact, !emulatedBy);
  const typing = typingText(signals.typing[contact.key] ?? []);
  // `?at=` opens the conversation at a message (a Support search's hit).
  const [params] = useSearchParams();
  // System notices cannot be answered.
  const canWrite = contact.type !== 'System';

  return (
    <section className={styles.pane} aria-labelledby="chat-contact-name">
      <ConversationHeader
        contact={contact}
        presence={presence}
        isOnline={(uid) => (uid === writer.uid ? true : connected ? isOnline(uid) : null)}
        onBack={onBack}
        actions={emulatedBy ? null : <MuteButton viewer={writer.uid} contact={contact} />}
      />
      {tools}
      {!connected && (
        <p className={styles.offline} role="status">
          Reconnecting… Messages you send now go out when the connection is back.
        </p>
      )}
      <MessageLog
        contact={contact}
        conversation={conversation}
        store={store}
        writerUid={writer.uid}
        seenUpTo={contact.type === 'Direct' ? signals.seen[contact.key] : undefined}
        onRetry={retry}
        focusAt={params.get('at')}
      />
      <p className={styles.typing} aria-live="polite">
        {typing}
      </p>
      {canWrite ? (
        <Composer
          to={contact.name}
          placeholder={emulatedBy ? `Write as ${writer.name}…` : 'Write a message…'}
          onSend={send}
          onTyping={onTyping}
          members={
            contact.type === 'Group'
              ? (contact.members ?? []).filter((m) => m.uid !== writer.uid)
              : []
          }
          attach={
            emulatedBy ? null : { uid: writer.uid, ownsDeliveries: writer.type === 'Partner' }
          }
          insert={insert}
        />
      ) : (
        <p className={styles.readOnly}>Order notices arrive here; they cannot be answered.</p>
      )}
    </section>
  );
}
