import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatRoutes } from '../../../common/api/chat';
import { callApi } from '../../lib/api-client';

// The Admins' Support inbox queries. Keys start with 'chat' and carry the signed-in uid.

const all = ['chat', 'support'] as const;

/** The keys of the Support queries; `all` matches every one of them. */
export const supportKeys = {
  all,
  inbox: (viewer: string | null) => [...all, 'inbox', viewer] as const,
  notes: (viewer: string | null, uid: string) => [...all, 'notes', viewer, uid] as const,
};

/** Every Support thread with its state and assignee (Admins). */
export const supportInboxQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: supportKeys.inbox(viewer),
    queryFn: ({ signal }) => callApi(chatRoutes.supportInbox, { signal }),
    enabled: viewer !== null,
    // Another Admin may assign or close a thread meanwhile.
    refetchInterval: 15_000,
  });

/** The internal notes of a customer's thread (Admins). */
export const supportNotesQuery = (viewer: string | null, uid: string) =>
  queryOptions({
    queryKey: supportKeys.notes(viewer, uid),
    queryFn: ({ signal }) => callApi(chatRoutes.supportNotes, { query: { uid }, signal }),
    enabled: viewer !== null,
  });

/** An Admin's Support threads by customer uid, waiting longest first; empty for anyone else. */
export function useSupportOrder(admin: string | null): readonly string[] {
  const inbox = useQuery(supportInboxQuery(admin));
  return useMemo(() => inbox.data?.threads.map((th) => th.uid) ?? [], [inbox.data]);
}
