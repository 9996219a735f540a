import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/Button';
import type { ChatContactView } from './contacts';
import { notificationsQuery, useNotificationChange } from './notifications-api';

/**
 * Mutes or unmutes the open conversation for the signed-in user: a muted one neither shows
 * browser notifications nor goes into the e-mail digest (stored on the server).
 */
export function MuteButton({ viewer, contact }: { viewer: string; contact: ChatContactView }) {
  const state = useQuery(notificationsQuery(viewer));
  const { mute } = useNotificationChange(viewer);
  if (!state.data || contact.type === 'System') return null;
  const muted = state.data.muted.includes(contact.key);
  return (
    <Button
      variant="secondary"
      size="small"
      aria-pressed={muted}
      loading={mute.isPending}
      title={muted ? 'Muted: no notifications or e-mails from this conversation' : undefined}
      onClick={() => mute.mutate({ type: contact.type, user2: contact.id, muted: !muted })}
    >
      {muted ? 'Muted' : 'Mute'}
    </Button>
  );
}
