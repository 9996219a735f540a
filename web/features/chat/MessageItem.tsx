import { dashboardPaths } from '../../../common/paths';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-date';
import type { HeldMessage } from './chat-state';
import styles from './Chat.module.css';

type MessageItemProps = {
  message: HeldMessage;
  /** Written by the viewer (or, emulating, by the client): shown on the right. */
  own: boolean;
  /** Show who wrote it (groups and support threads have several writers). */
  showSender: boolean;
  onRetry: (message: HeldMessage) => void;
};

/**
 * One message. The body is text, whatever it contains: React writes it as a text node, so HTML
 * and script in a message are shown, never run.
 */
export function MessageItem({ message, own, showSender, onRetry }: MessageItemProps) {
  return (
    <li className={styles.message} data-own={own || undefined} data-status={message.status}>
      <div className={styles.bubble}>
        {(showSender || message.type === 'System') && !own && (
          <p className={styles.sender}>{message.fromName}</p>
        )}
        <p className={styles.body}>{message.body}</p>
        {message.link && (
          <p>
            <Link to={message.link} className={styles.messageLink}>
              {message.link.startsWith(dashboardPaths.games) ? 'Open your games' : 'Open the order'}
            </Link>
          </p>
        )}
        {message.referenceFileId && <p className={styles.note}>A file is attached to this chat.</p>}
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
            <time dateTime={message.time}>{formatDate(message.time, 'dateTime')}</time>
          )}
        </p>
      </div>
    </li>
  );
}
