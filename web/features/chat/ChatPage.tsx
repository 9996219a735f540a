import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { chatTexts } from '../../../common/api/chat';
import type { UserRow } from '../../../common/api/teams';
import type { SenderType } from '../../../common/realtime';
import { useSession } from '../../app/session';
import { useSocket } from '../../lib/use-socket';
import page from '../../styles/page.module.css';
import type { ChatStore } from './chat-store';
import styles from './Chat.module.css';
import { ContactFormInbox } from './ContactFormInbox';
import { ContactList } from './ContactList';
import { findContact, type ChatContactView } from './contacts';
import { ConversationPane } from './ConversationPane';
import { ConversationTools } from './ConversationTools';
import { FoldingTools } from './FoldingTools';
import { EmulatedClientPicker } from './EmulatedClientPicker';
import { NewMessageSearch } from './NewMessageSearch';
import { useSupportThreads } from './support-api';
import { useChatContacts } from './use-chat-contacts';
import { useChatSignals } from './use-chat-signals';
import { useOwnChatStore } from './use-chat-events';
import { useEmulatedStore } from './use-emulated-store';
import { useStartedContact } from './use-started-contact';
import { useWithGroupMembers } from './use-group-members';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noSubscribe = () => () => {};
const noSnapshot = () => null;

/**
 * Opening a contact, however it was opened (a click, a link, a reload), clears its unread count
 * and loads its newest page (docs/product.md §4); coming back to the tab or window reads what
 * arrived in the open conversation meanwhile.
 */
function useOpenConversation(store: ChatStore | null, selected: ChatContactView | undefined) {
  const selectedKey = selected?.key ?? null;
  useEffect(() => {
    if (!store) return;
    store.select(selectedKey);
    if (selected) void store.loadHistory(selected);
    return () => store.select(null);
    // `selected` changes identity with the list; its key says when it is another contact.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, selectedKey]);

  useEffect(() => {
    if (!store || !selectedKey) return;
    const onSeen = () => store.seen();
    document.addEventListener('visibilitychange', onSeen);
    window.addEventListener('focus', onSeen);
    return () => {
      document.removeEventListener('visibilitychange', onSeen);
      window.removeEventListener('focus', onSeen);
    };
  }, [store, selectedKey]);
}

/** The store the page shows: the Admin's own, or the emulated client's; and its snapshot. */
function useShownStore(client: string | null) {
  const ownStore = useOwnChatStore();
  const emulatedStore = useEmulatedStore(client);
  const store = emulatedStore ?? ownStore;
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? noSnapshot,
  );
  return { store, snapshot };
}

/** The title and, for an Admin, the pickers: New message and the Emulated Client. */
function ChatHeading(props: {
  admin: string | null;
  client: string | null;
  clientName: string | null;
  onStart: (user: UserRow) => void;
  onClient: (uid: string | null) => void;
}) {
  const { admin, client } = props;
  return (
    <div className={styles.heading}>
      <h1 className={page.title}>Chat</h1>
      {admin && (
        <div className={styles.pickers}>
          {!client && <NewMessageSearch viewer={admin} onPick={props.onStart} />}
          <EmulatedClientPicker
            value={client}
            valueName={props.clientName}
            onChange={props.onClient}
          />
        </div>
      )}
    </div>
  );
}

/**
 * /dashboard/chat (docs/product.md §2, §4, §6, §8): the contacts sidebar, the open conversation and, for an
 * Admin, the 'Emulated Client' selector. `?user={name}` opens a contact (`user=admin` the Support
 * Team); `?client={uid}` is the client an Admin emulates.
 */
export function ChatPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const isAdmin = session.accountType === 'Admin';
  const rawClient = params.get('client');
  const client = isAdmin && rawClient && uuid.test(rawClient) ? rawClient : null;

  const { store, snapshot } = useShownStore(client);
  const socket = useSocket(store !== null);
  const { latest } = useChatSignals(store);
  const {
    friendships,
    moreGroups,
    self,
    viewerType,
    contacts: known,
    online,
    presence,
    status,
  } = useChatContacts(session, client, store, snapshot);
  const { contacts, start } = useStartedContact(known, client, (username) =>
    setParams({ user: username }, { replace: true }),
  );
  const [insert, setInsert] = useState<{ text: string; at: number } | null>(null);
  // On a phone an Admin's pickers and Support tools fold behind one control (Chat.module.css).
  const [toolsOpen, setToolsOpen] = useState(false);
  const selected = useWithGroupMembers(
    session.uid,
    findContact(contacts, params.get('user'), params.get('type')),
  );
  useOpenConversation(store, selected);

  const keep: Record<string, string> = client ? { client } : {};
  const inbox = isAdmin && !client ? session.uid : null;
  const supportThreads = useSupportThreads(inbox);
  const writer = client
    ? { uid: client, name: self?.name ?? 'Client', type: viewerType as SenderType }
    : { uid: session.uid ?? '', name: session.name, type: session.accountType as SenderType };

  return (
    <div className={`${page.page} ${styles.page}`} data-tools={toolsOpen ? 'open' : undefined}>
      <title>Chat · Crewcast</title>
      <ChatHeading
        admin={isAdmin ? session.uid : null}
        client={client}
        clientName={self && client ? self.name : null}
        onStart={start}
        onClient={(uid) => setParams(uid ? { client: uid } : {}, { replace: true })}
      />
      {client && self && (
        <p className={styles.emulating} role="status">
          Emulating <strong>{self.name}</strong>: you see their chats and write for them.
        </p>
      )}
      {snapshot?.failed && (
        <p className={styles.offline} role="alert">
          {chatTexts.error}: the chat could not be loaded. Reload the page to try again.
        </p>
      )}
      <div
        className={styles.chat}
        data-open={selected ? true : undefined}
        data-emulating={client && self ? true : undefined}
      >
        <ContactList
          status={status}
          contacts={contacts}
          selectedKey={selected?.key ?? null}
          unread={snapshot?.unread ?? {}}
          presence={presence}
          keep={keep}
          emulating={client !== null}
          latest={latest}
          onRetry={() => void friendships.refetch()}
          moreGroups={moreGroups}
          footer={inbox && <ContactFormInbox viewer={inbox} />}
          supportThreads={inbox ? supportThreads : undefined}
          viewer={session.uid}
        />
        {selected && store ? (
          <ConversationPane
            key={selected.key}
            contact={selected}
            conversation={snapshot?.conversations[selected.key]}
            presence={presence(selected)}
            isOnline={(uid) => (online[uid]?.online ?? 0) > 0}
            writer={writer}
            emulatedBy={client && session.uid ? { uid: session.uid, name: session.name } : null}
            store={store}
            socket={socket}
            connected={snapshot?.connected ?? false}
            onBack={() => setParams(keep, { replace: true })}
            tools={
              <FoldingTools
                toggle={isAdmin}
                open={toolsOpen}
                support={selected.type === 'Support' && !client}
                onToggle={() => setToolsOpen(!toolsOpen)}
              >
                <ConversationTools
                  viewer={session.uid}
                  isAdmin={isAdmin}
                  emulating={client !== null}
                  contact={selected}
                  contacts={contacts}
                  onInsert={(text) => setInsert({ text, at: Date.now() })}
                />
              </FoldingTools>
            }
            insert={insert}
          />
        ) : (
          <div className={styles.placeholder}>
            <p>{chatTexts.selectContact}</p>
          </div>
        )}
      </div>
    </div>
  );
}
