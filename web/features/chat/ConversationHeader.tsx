import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { PresenceText } from './PresenceText';
import styles from './Chat.module.css';
import { ChatAvatar } from './ChatAvatar';
import type { ChatContactView, PresenceView } from './contacts';

type ConversationHeaderProps = {
  contact: ChatContactView;
  presence: PresenceView;
  /** Whether a group member is online (the writer always is); null while it cannot be known. */
  isOnline: (uid: string) => boolean | null;
  onBack: () => void;
  /** Buttons at the end of the bar (Mute). */
  actions?: ReactNode;
};

function PresenceLink({ link }: { link: NonNullable<PresenceView['link']> }) {
  return (
    <>
      {': '}
      {link.href.startsWith('/') ? (
        <Link to={link.href}>{link.text}</Link>
      ) : (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.text}
        </a>
      )}
    </>
  );
}

/** The top bar of a conversation: back to the contacts, who it is with, a group's members. */
export function ConversationHeader({
  contact,
  presence,
  isOnline,
  onBack,
  actions,
}: ConversationHeaderProps) {
  return (
    <header className={styles.topBar}>
      <button type="button" className={styles.back} onClick={onBack}>
        <Icon name="chevronLeft" size={18} />
        <span>Contacts</span>
      </button>
      <ChatAvatar type={contact.accountType} src={contact.avatarUrl} />
      <div className={styles.topText}>
        <h2 id="chat-contact-name" className={styles.topName} title={contact.name}>
          {contact.name}
        </h2>
        <p className={styles.presence} data-tone={presence.tone}>
          <PresenceText view={presence}>
            {presence.link && <PresenceLink link={presence.link} />}
          </PresenceText>
        </p>
      </div>
      {contact.members && contact.members.length > 0 && (
        <ul className={styles.members} aria-label="Group members">
          {contact.members.map((m) => {
            const online = isOnline(m.uid);
            return (
              <li key={m.uid} className={styles.member}>
                <span
                  className={styles.dot}
                  data-online={online || undefined}
                  data-unknown={online === null || undefined}
                  aria-hidden="true"
                />
                {m.name}
                <span className="visually-hidden">
                  {online === null ? ' (presence unknown)' : online ? ' (online)' : ' (offline)'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {actions}
    </header>
  );
}
