import { Link } from 'react-router';
import type { SupportThread } from '../../../common/api/chat-support';
import { ChatAvatar } from './ChatAvatar';
import styles from './Chat.module.css';
import { contactParams, type ChatContactView, type PresenceView } from './contacts';
import { PresenceText } from './PresenceText';
import { supportLine } from './support-line';
import { SupportTagList } from './SupportTagList';

type ContactEntryProps = {
  contact: ChatContactView;
  selected: boolean;
  unread: number;
  presence: PresenceView;
  /** Query values the link keeps (an Admin's emulated client). */
  keep: Record<string, string>;
  emulating: boolean;
  /** An Admin's Support thread of this customer: its wait, state, assignee and tags. */
  thread: SupportThread | undefined;
  viewer: string | null;
  now: number;
};

/**
 * One entry of the contact list: avatar, name, presence (or a Support thread's line and tags)
 * and the unread count.
 */
export function ContactEntry({
  contact,
  selected,
  unread,
  presence,
  keep,
  emulating,
  thread,
  viewer,
  now,
}: ContactEntryProps) {
  const line = thread && supportLine(thread, viewer, now);
  const seen: PresenceView = line
    ? { text: line.text, tone: line.waiting ? 'busy' : 'none' }
    : presence;
  const search = new URLSearchParams({ ...keep, ...contactParams(contact) });
  return (
    <li>
      <Link
        to={{ search: `?${search.toString()}` }}
        replace
        className={styles.contact}
        aria-current={selected ? 'true' : undefined}
        data-unread={unread > 0 || undefined}
      >
        <ChatAvatar type={contact.accountType} src={contact.avatarUrl} />
        <span className={styles.contactText}>
          {/* Long names are cut on screen; the whole name shows on hover. */}
          <span className={styles.contactName} title={contact.name}>
            {contact.name}
            {contact.self && (
              <span className={styles.muted}>{emulating ? ' (emulated)' : ' (you)'}</span>
            )}
          </span>
          <span className={styles.presence} data-tone={seen.tone}>
            <PresenceText view={seen} />
          </span>
          {thread && <SupportTagList tags={thread.tags} />}
        </span>
        {unread > 0 && (
          <span className={styles.badge}>
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}
