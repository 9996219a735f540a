import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import { timeOfDay } from './day-label';
import { MessageText } from './MessageText';
import { AttachmentCard } from './AttachmentCard';
import type { HeldMessage } from './chat-state';
import { noticeLinkLabel } from './notice-link';
import styles from './Chat.module.css';

type MessageItemProps = {
  message: HeldMessage;
  /** Written by the viewer (or, emulating, by the client): shown on the right. */
  own: boolean;
  /** Show who wrote it (groups and support threads have several writers). */
  showSender: boolean;
  /** The viewer's last message the other side of a direct conversation has read. */
  seen?: boolean;
  /** The message a search opened the conversation at: it stands out. */
  found?: boolean;
  /** The viewer's username, whose mentions stand out. */
  me?: string | null | undefined;
  onRetry: (message: HeldMessage) => void;
};

const formatTime = timeOfDay;

/**
 * One message. The body is text, whatever it contains: React writes it as a text node, so HTML
 * and script in a message are shown, never run.
 */
export function MessageItem({
  message,
  own,
  showSender,
  seen = false,
  found = false,
  me,
  onRetry,
}: MessageItemProps) {
  return (
    <li
      className={styles.message}
      data-own={own || undefined}
      data-status={message.status}
      data-found={found || undefined}
    >
      <div className={styles.bubble}>
        {(showSender || message.type === 'System') && !own && (
          <p className={styles.sender}>{message.fromName}</p>
        )}
        {/* A file sent alone carries its name as the text, which its card already shows. */}
        {message.body !== message.attachment?.name && (
          <p className={styles.body}>
            {message.type === 'Group' ? <MessageText body={message.body} me={me} /> : message.body}
          </p>
        )}
        {message.link && (
          <p>
            <Link to={message.link} className={styles.messageLink}>
              {noticeLinkLabel(message.link)}
            </Link>
          </p>
        )}
        {message.attachment ? (
          <AttachmentCard attachment={message.attachment} />
        ) : (
          message.referenceFileId && <p className={styles.note}>The attached file was removed.</p>
        )}
        {message.emulatedBy && (
          <p className={styles.note}>
            Sent by {message.emulatedBy.name} for {message.fromName}
          </p>
        )}
        <p className={styles.meta}>
          {message.status === 'sending' ? (
            'Sending…'
          ) : message.status === 'failed' ? (
            <>
              <span role="alert">Not sent: {message.failure}</span>{' '}
              <button type="button" className={styles.linkButton} onClick={() => onRetry(message)}>
                Retry
              </button>
            </>
          ) : (
            <>
              {/* The day is on the separator above; the full date stays on hover. */}
              <time dateTime={message.time} title={formatDate(message.time, 'dateTime')}>
                {formatTime(message.time)}
              </time>
              {seen && <span className={styles.seen}> · Seen</span>}
              {found && <span className={styles.foundMark}> · Found by your search</span>}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
