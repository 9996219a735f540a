import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminCustomerRoutes } from '../../../common/api/admin-customer';
import { chatRoutes } from '../../../common/api/chat';
import type { SupportThread } from '../../../common/api/chat-support';
import { supportReplyRoutes } from '../../../common/api/support-replies';
import {
  supportSearchRoutes,
  type SupportTag,
  type SupportTagsUpdate,
} from '../../../common/api/support-search';
import { callApi } from '../../lib/api-client';

// The Admins' Support inbox queries. Keys start with 'chat' and carry the signed-in uid.

const all = ['chat', 'support'] as const;

/** The keys of the Support queries; `all` matches every one of them. */
export const supportKeys = {
  all,
  inbox: (viewer: string | null) => [...all, 'inbox', viewer] as const,
  notes: (viewer: string | null, uid: string) => [...all, 'notes', viewer, uid] as const,
  search: (viewer: string | null, q: string, tag: SupportTag | null) =>
    [...all, 'search', viewer, q, tag] as const,
};

/**
 * The threads whose messages contain `q` (at least two characters), with `tag` when one is
 * chosen, newest first, a page at a time (Admins).
 */
export const supportSearchQuery = (viewer: string | null, q: string, tag: SupportTag | null) =>
  infiniteQueryOptions({
    queryKey: supportKeys.search(viewer, q, tag),
    queryFn: ({ pageParam, signal }) =>
      callApi(supportSearchRoutes.search, {
        query: { q, ...(tag ? { tag } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: viewer !== null,
  });

/** Sets a thread's whole set of tags (Admins). */
export const setSupportTags = (body: SupportTagsUpdate) =>
  callApi(supportSearchRoutes.setTags, { body });

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

/**
 * An Admin's Support threads by customer uid, waiting longest first (a Map keeps that order), for
 * their place and their line in the list; empty for anyone else.
 */
export function useSupportThreads(admin: string | null): ReadonlyMap<string, SupportThread> {
  const inbox = useQuery(supportInboxQuery(admin));
  return useMemo(
    () => new Map((inbox.data?.threads ?? []).map((th) => [th.uid, th])),
    [inbox.data],
  );
}

/** The Admins' saved replies, by title. */
export const savedRepliesQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: [...all, 'replies', viewer] as const,
    queryFn: ({ signal }) => callApi(supportReplyRoutes.savedReplies, { signal }),
    enabled: viewer !== null,
  });

/** The customer beside their thread: plan, team, credits, open orders, payments (Admins). */
export const customerContextQuery = (viewer: string | null, uid: string) =>
  queryOptions({
    queryKey: [...all, 'customer', viewer, uid] as const,
    queryFn: ({ signal }) =>
      callApi(adminCustomerRoutes.customerContext, { params: { uid }, signal }),
    enabled: viewer !== null,
    // Orders and payments move while a thread is answered.
    refetchInterval: 60_000,
  });

/** How soon the Support Team usually answers, as customers read it. */
export const replyTimeQuery = () =>
  queryOptions({
    queryKey: [...all, 'reply-time'] as const,
    queryFn: ({ signal }) => callApi(supportReplyRoutes.replyTime, { signal }),
    staleTime: Infinity,
  });
