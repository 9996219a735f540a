import { supportContactId } from '../../../common/realtime';
import type { ChatContactView } from './contacts';
import { SupportPanel } from './SupportPanel';
import { SupportReplyTime } from './SupportReplyTime';

type ConversationToolsProps = {
  /** The signed-in user's uid and whether they are an Admin. */
  viewer: string | null;
  isAdmin: boolean;
  /** An Admin reading as a client gets no Support tools. */
  emulating: boolean;
  contact: ChatContactView;
  contacts: readonly ChatContactView[];
  onInsert: (text: string) => void;
};

/**
 * What shows under the top bar of a Support conversation: the Admin's tools on a customer's
 * thread, and the usual reply time on a customer's Support Team conversation.
 */
export function ConversationTools({
  viewer,
  isAdmin,
  emulating,
  contact,
  contacts,
  onInsert,
}: ConversationToolsProps) {
  if (contact.type !== 'Support') return null;
  if (!isAdmin) return <SupportReplyTime />;
  if (emulating || !viewer || contact.id === supportContactId) return null;
  return (
    <SupportPanel
      viewer={viewer}
      customer={contact.id}
      admins={contacts
        .filter((c) => c.accountType === 'Admin' && c.type === 'Direct')
        .map((c) => ({ uid: c.id, name: c.name }))}
      onInsert={onInsert}
    />
  );
}
