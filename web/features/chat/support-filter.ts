import type { SupportTag, SupportThread } from '../../../common/api/chat-support';
import { supportSearchLimits } from '../../../common/api/support-search';

/** What an Admin's Support list is narrowed to: text searched in every thread, and one tag. */
export type SupportFilter = { q: string; tag: SupportTag | null };

export const noSupportFilter: SupportFilter = { q: '', tag: null };

/** Whether the text is long enough to be searched on the server. */
export const searchesText = (filter: SupportFilter) =>
  filter.q.trim().length >= supportSearchLimits.queryMin;

/** Whether a thread stays in the list under the filter's tag (every thread without one). */
export const keepsThread = (filter: SupportFilter, thread: SupportThread | undefined) =>
  filter.tag === null || (thread?.tags.includes(filter.tag) ?? false);
