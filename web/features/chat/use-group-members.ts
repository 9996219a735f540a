import { useQuery } from '@tanstack/react-query';
import { groupMembersQuery } from '../teams/public';
import type { ChatContactView } from './contacts';

/**
 * The open contact with its members when it is a group: the contact list names groups without
 * them (an Admin is in every group), so they are read when the group is opened.
 */
export function useWithGroupMembers(
  viewer: string | null,
  contact: ChatContactView | undefined,
): ChatContactView | undefined {
  const groupId = contact?.type === 'Group' && !contact.members ? contact.id : null;
  const members = useQuery(groupMembersQuery(viewer, groupId));
  if (!contact || groupId === null || !members.data) return contact;
  return { ...contact, members: members.data.members };
}
