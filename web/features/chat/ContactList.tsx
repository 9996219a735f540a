import { useState, type ReactNode } from 'react';
import { chatTexts, contactKey } from '../../../common/api/chat';
import { supportTagLabel, type SupportThread } from '../../../common/api/chat-support';
import { LoadMore, type Pager } from '../../components/LoadMore';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useNow } from '../../lib/use-now';
import styles from './Chat.module.css';
import { ContactEntry } from './ContactEntry';
import type { ChatContactView, PresenceView } from './contacts';
import { sectionsOf } from './contacts';
import { keepsThread, noSupportFilter, searchesText, type SupportFilter } from './support-filter';
import { SupportFilters } from './SupportFilters';
import { SupportSearchResults } from './SupportSearchResults';

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
  const [filter, setFilter] = useState<SupportFilter>(noSupportFilter);
  const searched = { ...filter, q: useDebouncedValue(filter.q, 300) };
  const now = useNow();
  const threadOf = (contact: ChatContactView) =>
    contact.type === 'Support' ? supportThreads?.get(contact.id) : undefined;
  const shown = (contact: ChatContactView) =>
    (!mineOnly || threadOf(contact)?.assignee?.uid === viewer) &&
    keepsThread(filter, threadOf(contact));
  const narrowed = mineOnly || filter.tag !== null;
  // Waiting longest first, as the inbox answers them.
  const order = supportThreads ? [...supportThreads.keys()] : threadOrder;
  const sections = sectionsOf(contacts, order, latest).map((section) =>
    section.type === 'Support' && narrowed
      ? { ...section, contacts: section.contacts.filter(shown) }
      : section,
  );
  const more = moreGroups && <LoadMore pager={moreGroups} label="More groups" />;
  const hasGroups = sections.some((section) => section.type === 'Group');
  const selectedUid = order.find((uid) => contactKey('Support', uid) === selectedKey) ?? null;
  return (
    <nav className={styles.contacts} aria-label="Contacts">
      {supportThreads && viewer && <SupportFilters value={filter} onChange={setFilter} />}
      {supportThreads && viewer && searchesText(searched) ? (
        <SupportSearchResults
          viewer={viewer}
          filter={searched}
          keep={keep}
          selectedUid={selectedUid}
        />
      ) : status === 'loading' ? (
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
            {section.type === 'Support' && narrowed && section.contacts.length === 0 && (
              <p className={styles.listState}>
                {filter.tag
                  ? `No ${mineOnly ? 'thread of yours' : 'thread'} is tagged ${supportTagLabel[filter.tag]}.`
                  : 'No thread is assigned to you.'}
              </p>
            )}
            <ul className={styles.contactItems}>
              {section.contacts.map((contact) => (
                <ContactEntry
                  key={contact.key}
                  contact={contact}
                  selected={contact.key === selectedKey}
                  unread={unread[contact.key] ?? 0}
                  presence={presence(contact)}
                  keep={keep}
                  emulating={emulating}
                  thread={threadOf(contact)}
                  viewer={viewer}
                  now={now}
                />
              ))}
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
