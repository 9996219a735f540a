import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Session } from '../../app/session';
import { friendshipPagesQuery } from '../teams/public';
import type { ChatSnapshot } from './chat-state';
import type { ChatStore } from './chat-store';
import { buildContacts, presenceOf, type ChatContactView } from './contacts';

/**
 * The contact list of whoever reads the chat (the signed-in user, or the client an Admin
 * emulates): their friendships and the conversations outside them, with each contact's presence.
 * The store learns the viewer's groups from it.
 */
export function useChatContacts(
  session: Session,
  client: string | null,
  store: ChatStore | null,
  snapshot: ChatSnapshot | null,
) {
  const pages = useInfiniteQuery(friendshipPagesQuery(session.uid, client ?? undefined));
  // Groups past the first page arrive with "More groups"; the list is every page loaded so far.
  const data = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const friendships = { data, refetch: pages.refetch, isError: pages.isError };
  const moreGroups = {
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    fetchNextPage: pages.fetchNextPage,
  };
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

  const viewerUid = client ?? session.uid ?? '';
  const admins = useMemo(
    () => contacts.filter((c) => c.accountType === 'Admin' && c.type === 'Direct').map((c) => c.id),
    [contacts],
  );
  const online = snapshot?.online ?? {};
  const connected = snapshot?.connected ?? false;
  const presence = (contact: ChatContactView) =>
    presenceOf(contact, online, viewerUid, admins, connected);
  const status = friendships.isError ? 'error' : friendships.data ? 'ready' : 'loading';
  return {
    friendships,
    moreGroups,
    self,
    viewerType,
    contacts,
    online,
    presence,
    status,
  } as const;
}
