import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { chatTexts } from '../../../common/api/chat';
import type { PresenceAck, SenderType } from '../../../common/realtime';
import { useSession } from '../../app/session';
import { useSocket } from '../../lib/use-socket';
import page from '../../styles/page.module.css';
import { friendshipsQuery } from '../teams/public';
import { ChatStore } from './chat-store';
import { listen } from './live-stores';
import { ContactList } from './ContactList';
import { buildContacts, findContact, presenceOf, type ChatContactView } from './contacts';
import { ConversationPane } from './ConversationPane';
import { EmulatedClientPicker } from './EmulatedClientPicker';
import { useOwnChatStore } from './use-chat-events';
import styles from './Chat.module.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The store of the client an Admin emulates: made per client, it hears the socket while the
 * page is open (the server adds the client's messages to the Admin's socket on `emulate`).
 */
function useEmulatedStore(client: string | null): ChatStore | null {
  const store = useMemo(
    () => (client ? new ChatStore({ uid: client, isAdmin: false }, { emulated: true }) : null),
    [client],
  );
  const socket = useSocket(store !== null);
  useEffect(() => {
    if (!store || !socket || !client) return;
    const stopListening = listen(store);
    const onConnect = () => {
      store.setConnected(true);
      socket.emit('emulate', { uid: client }, (answer: PresenceAck) => {
        if (answer.ok) store.setOnline(answer.online);
        else console.warn('Could not emulate the client.', answer.error.message);
      });
      void store.sync();
    };
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      socket.off('connect', onConnect);
      stopListening();
      if (socket.connected) socket.emit('emulate', { uid: null }, () => {});
    };
  }, [store, socket, client]);
  return store;
}

const noSubscribe = () => () => {};
const noSnapshot = () => null;

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

  const ownStore = useOwnChatStore();
  const emulatedStore = useEmulatedStore(client);
  const store = emulatedStore ?? ownStore;
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? noSnapshot,
  );
  const socket = useSocket(store !== null);

  const friendships = useQuery(friendshipsQuery(session.uid, client ?? undefined));
  const self = friendships.data?.find((f) => f.self);
  const viewerType = client ? (self?.accountType ?? 'Partner') : session.accountType;
  const contacts = useMemo(
    () =>
      friendships.data
        ? buildContacts(friendships.data, snapshot?.extraContacts ?? [], viewerType)
        : [],
    [friendships.data, snapshot?.extraContacts, viewerType],
  );
  const groups = useMemo(
    () => new Set(contacts.filter((c) => c.type === 'Group').map((c) => c.id)),
    [contacts],
  );
  useEffect(() => {
    if (store && friendships.data) store.setGroups(groups);
  }, [store, groups, friendships.data]);

  const selected = findContact(contacts, params.get('user'), params.get('type'));
  const selectedKey = selected?.key ?? null;

  // Opening a contact clears its unread count and loads its newest page (docs/product.md §4).
  useEffect(() => {
    if (!store) return;
    store.select(selectedKey);
    if (selected) void store.loadHistory(selected);
    return () => store.select(null);
    // `selected` changes identity with the list; its key says when it is another contact.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, selectedKey]);

  // Coming back to the tab reads what arrived in the open conversation meanwhile.
  useEffect(() => {
    if (!store || !selectedKey) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void store.markRead(selectedKey);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store, selectedKey]);

  const viewerUid = client ?? session.uid ?? '';
  const admins = useMemo(
    () => contacts.filter((c) => c.accountType === 'Admin' && c.type === 'Direct').map((c) => c.id),
    [contacts],
  );
  const online = snapshot?.online ?? {};
  const presence = (contact: ChatContactView) => presenceOf(contact, online, viewerUid, admins);
  const keep: Record<string, string> = client ? { client } : {};

  const status = friendships.isError ? 'error' : friendships.data ? 'ready' : 'loading';
  const writer = client
    ? { uid: client, name: self?.name ?? 'Client', type: viewerType as SenderType }
    : {
        uid: session.uid ?? '',
        name: session.name,
        type: session.accountType as SenderType,
      };

  return (
    <div className={`${page.page} ${styles.page}`}>
      <title>Chat · Crewcast</title>
      <div className={styles.heading}>
        <h1 className={page.title}>Chat</h1>
        {isAdmin && session.uid && (
          <EmulatedClientPicker
            viewer={session.uid}
            value={client}
            valueName={self && client ? self.name : null}
            onChange={(uid) => setParams(uid ? { client: uid } : {}, { replace: true })}
          />
        )}
      </div>
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
      <div className={styles.chat} data-open={selected ? true : undefined}>
        <ContactList
          status={status}
          contacts={contacts}
          selectedKey={selectedKey}
          unread={snapshot?.unread ?? {}}
          presence={presence}
          keep={keep}
          onRetry={() => void friendships.refetch()}
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
