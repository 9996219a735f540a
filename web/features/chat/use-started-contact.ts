import { useState } from 'react';
import { contactKey } from '../../../common/api/chat';
import type { UserRow } from '../../../common/api/teams';
import type { ChatContactView } from './contacts';

/**
 * The person an Admin picked in 'New message', added to the contact list so the conversation
 * opens before its first message (afterwards the server lists it). Not while emulating.
 */
export function useStartedContact(
  known: ChatContactView[],
  client: string | null,
  open: (username: string) => void,
) {
  const [started, setStarted] = useState<ChatContactView | null>(null);
  const contacts =
    started && !client && !known.some((c) => c.key === started.key) ? [...known, started] : known;
  const start = (user: UserRow) => {
    setStarted({
      key: contactKey('Direct', user.Id),
      type: 'Direct',
      id: user.Id,
      name: user.Name,
      username: user.Username,
      accountType: user.AccountType,
      self: false,
    });
    open(user.Username);
  };
  return { contacts, start };
}
