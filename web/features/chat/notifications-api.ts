import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatNotificationRoutes as routes,
  type MuteRequest,
  type NotificationSettings,
  type NotificationState,
} from '../../../common/api/chat-notifications';
import { callApi } from '../../lib/api-client';

// Chat notification preferences: the e-mail digest and muted conversations. Keys start with
// 'chat' and carry the signed-in uid.

const all = ['chat', 'notifications'] as const;

/** The signed-in user's digest preferences and muted conversations. */
export const notificationsQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: [...all, viewer] as const,
    queryFn: ({ signal }) => callApi(routes.settings, { signal }),
    enabled: viewer !== null,
  });

/** Saves the digest preferences, or mutes and unmutes a conversation; the answer is the state. */
export function useNotificationChange(viewer: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = (state: NotificationState) =>
    queryClient.setQueryData(notificationsQuery(viewer).queryKey, state);
  const save = useMutation({
    mutationFn: (body: NotificationSettings) => callApi(routes.updateSettings, { body }),
    onSuccess,
  });
  const mute = useMutation({
    mutationFn: (body: MuteRequest) => callApi(routes.mute, { body }),
    onSuccess,
  });
  return { save, mute };
}

/** Turns the digest off with the token of an e-mailed link (no sign-in needed). */
export const unsubscribeDigest = (token: string) =>
  callApi(routes.unsubscribe, { query: { token } });
