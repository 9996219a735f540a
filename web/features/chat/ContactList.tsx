import { useState, type ReactNode } from 'react';
import type { SupportThread } from '../../../common/api/chat-support';
import { Link } from 'react-router';
import { chatTexts } from '../../../common/api/chat';
import { LoadMore, type Pager } from '../../components/LoadMore';
import { ChatAvatar } from './ChatAvatar';
import type { ChatContactView, PresenceView } from './contacts';
import { contactParams, sectionsOf } from './contacts';
import { PresenceText } from './PresenceText';
import styles from './Chat.module.css';
import { useNow } from '../../lib/use-now';
import { supportLine } from './support-line';

type ContactListProps = {
  status: 'loading' | 'error' | 'ready';
  contacts: readonly ChatContactView[];
  selectedKey: string | null;
  unread: Readonly<Record<string, number>>;
  presence: (contact: ChatContactView) => PresenceView;
  /** Query values every link keeps (an Admin's emulated client). */
  keep: Record<string, string>;
  /** An Admin reads as a client: the client's own entry is not the Admin. */
  emulating?: boolean;
  /** An Admin's Support threads by customer uid, waiting longest first. */
  threadOrder?: readonly string[];
  /** The newest message's seq by contact key: the latest activity comes first. */
  latest?: Readonly<Record<string, number>>;
  onRetry: () => void;
  /** Groups past the loaded pages of the contact list (decision 028). */
  moreGroups?: Pager;
  /** What follows the contacts (an Admin's contact-form messages). */
  footer?: ReactNode;
  /** An Admin's Support threads by customer uid: each entry says its wait, state and assignee. */
  supportThreads?: ReadonlyMap<string, SupportThread>;
  /** The signed-in Admin, whose threads "Mine only" keeps. */
  viewer?: string | null;
};

/**
 * The chat's contact sidebar (docs/product.md §2, 250 px): contacts grouped by account type, each with its
 * avatar, presence and unread count; the list states are 'Loading..', 'No data.' and 'Error'.
 */
export function ContactList({
  status,
  contacts,
  selectedKey,
  unread,
  presence,
  keep,
  emulating = false,
  threadOrder = [],
  latest,
  onRetry,
  moreGroups,
  footer,
  supportThreads,
  viewer = null,
}: ContactListProps) {
  const [mineOnly, setMineOnly] = useState(false);
  const now = useNow();
  const threadOf = (contact: ChatContactView) =>
    contact.type === 'Support' ? supportThreads?.get(contact.id) : undefined;
  const mine = (contact: ChatContactView) => threadOf(contact)?.assignee?.uid === viewer;
  // Waiting longest first, as the inbox answers them.
  const order = supportThreads ? [...supportThreads.keys()] : threadOrder;
  const sections = sectionsOf(contacts, order, latest).map((section) =>
    section.type === 'Support' && mineOnly
      ? { ...section, contacts: section.contacts.filter(mine) }
      : section,
  );
  const more = moreGroups && <LoadMore pager={moreGroups} label="More groups" />;
  const hasGroups = sections.some((section) => section.type === 'Group');
  return (
    <nav className={styles.contacts} aria-label="Contacts">
      {status === 'loading' ? (
        <p className={styles.listState} role="status">
          {chatTexts.loading}
        </p>
      ) : status === 'error' ? (
        <p className={styles.listState} role="alert">
          {chatTexts.error}{' '}
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : sections.length === 0 ? (
        <p className={styles.listState}>{chatTexts.empty}</p>
      ) : (
        sections.map((section) => (
          <section key={section.type} aria-labelledby={`chat-section-${section.type}`}>
            <div className={styles.sectionHead}>
              <h2 id={`chat-section-${section.type}`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              {section.type === 'Support' && supportThreads && (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-pressed={mineOnly}
                  onClick={() => setMineOnly(!mineOnly)}
                >
                  Mine only
                </button>
              )}
            </div>
            {section.type === 'Support' && mineOnly && section.contacts.length === 0 && (
              <p className={styles.listState}>No thread is assigned to you.</p>
            )}
            <ul className={styles.contactItems}>
              {section.contacts.map((contact) => {
                const count = unread[contact.key] ?? 0;
                const thread = threadOf(contact);
                const line = thread && supportLine(thread, viewer, now);
                const seen: PresenceView = line
                  ? { text: line.text, tone: line.waiting ? 'busy' : 'none' }
                  : presence(contact);
                const search = new URLSearchParams({ ...keep, ...contactParams(contact) });
                return (
                  <li key={contact.key}>
                    <Link
                      to={{ search: `?${search.toString()}` }}
                      replace
                      className={styles.contact}
                      aria-current={contact.key === selectedKey ? 'true' : undefined}
                      data-unread={count > 0 || undefined}
                    >
                      <ChatAvatar type={contact.accountType} src={contact.avatarUrl} />
                      <span className={styles.contactText}>
                        {/* Long names are cut on screen; the whole name shows on hover. */}
                        <span className={styles.contactName} title={contact.name}>
                          {contact.name}
                          {contact.self && (
                            <span className={styles.muted}>
                              {emulating ? ' (emulated)' : ' (you)'}
                            </span>
                          )}
                        </span>
                        <span className={styles.presence} data-tone={seen.tone}>
                          <PresenceText view={seen} />
                        </span>
                      </span>
                      {count > 0 && (
                        <span className={styles.badge}>
                          {count}
                          <span className="visually-hidden"> unread</span>
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {section.type === 'Group' && more}
          </section>
        ))
      )}
      {status === 'ready' && !hasGroups && more}
      {footer}
    </nav>
  );
}
