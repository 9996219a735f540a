import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Session } from '../../app/session';
import { friendshipPagesQuery, groupMembersQuery } from '../teams/public';
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
  // A group's presence in the list and in its header come from one source: its members as the
  // open conversation reads them. Non-Admins (in a few groups) read every group's members; an
  // Admin (in every group) uses those already read, and a group not yet opened says so.
  const unread = contacts.filter((c) => c.type === 'Group' && !c.members).map((c) => c.id);
  const memberReads = useQueries({
    queries: unread.map((id) => ({
      ...groupMembersQuery(session.uid, id),
      enabled: session.uid !== null && viewerType !== 'Admin',
    })),
  });
  const readMembers = new Map(unread.map((id, i) => [id, memberReads[i]?.data?.members]));
  const withMembers = (contact: ChatContactView): ChatContactView => {
    const members = contact.type === 'Group' && !contact.members && readMembers.get(contact.id);
    return members ? { ...contact, members } : contact;
  };
  const online = snapshot?.online ?? {};
  const connected = snapshot?.connected ?? false;
  const presence = (contact: ChatContactView) =>
    presenceOf(withMembers(contact), online, viewerUid, admins, connected);
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
