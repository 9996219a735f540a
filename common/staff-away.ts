import type { Presence } from './api/teams/members.js';
import { dayText } from './date-text.js';

/**
 * Why a staff member takes no new work, as an Admin reads it after their name ("… is on vacation
 * until 4 Dec 2026", "… is Busy (Long edit)"); null when they are Available. The pass-off's
 * refusal and its picker say it in the same words.
 */
export function awayText(presence: Pick<Presence, 'status' | 'busyTitle' | 'vacation'>) {
  if (presence.status === 'Available') return null;
  if (presence.status === 'Vacation' && presence.vacation)
    return `on vacation until ${dayText(presence.vacation.end)}`;
  return presence.busyTitle ? `Busy (${presence.busyTitle})` : 'Busy';
}
