import type { SupportState, SupportThread } from '../../../common/api/chat-support';

const stateWords: Record<SupportState, string> = {
  open: 'Open',
  waiting: 'Waiting on customer',
  closed: 'Closed',
};

/** How long a customer has waited: "45 min", "3 h", "2 d". */
function waited(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/**
 * What an Admin's Support list says of a thread, in the order it sorts by: how long the customer
 * has waited for an answer (even when an Admin read the message without answering), its state
 * and who has it.
 */
export function supportLine(
  thread: SupportThread,
  viewer: string | null,
  now: number,
): { text: string; waiting: boolean } {
  const who = !thread.assignee
    ? 'Unassigned'
    : thread.assignee.uid === viewer
      ? 'Yours'
      : thread.assignee.name;
  const wait = thread.waitingSince ? `Waits ${waited(thread.waitingSince, now)}` : 'Answered';
  return {
    text: `${wait} · ${stateWords[thread.state]} · ${who}`,
    waiting: thread.waitingSince !== null,
  };
}
