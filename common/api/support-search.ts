import { z } from 'zod/mini';
import { CursorParam, LimitParam, NextCursor } from './paging.js';
import { defineRoute } from './contract.js';
import { plainText, required } from './fields.js';
import { SupportState, SupportTag, supportTags } from './chat-support.js';

// Finding Support threads again: the Admins tag threads (billing, orders, bug) and search the
// customers' and Admins' messages of every thread, server-side and a page at a time. The tags
// are declared with the inbox's threads, which carry them.
export { SupportTag, supportTagLabel, supportTags } from './chat-support.js';

/** Numbers of the search and the tags. */
export const supportSearchLimits = {
  /** Shortest search text: one letter matches nearly every thread. */
  queryMin: 2,
  queryMax: 100,
  pageDefault: 20,
  pageMax: 50,
  /** Characters of a matching message shown around the match. */
  snippetMax: 140,
} as const;

const L = supportSearchLimits;

/**
 * Query of GET /api/comm/support/search: text found in a thread's messages (case-insensitive)
 * and/or a tag, at least one of them; `cursor` continues a page.
 */
export const SupportSearchQuery = z
  .object({
    q: z.pipe(
      z.optional(
        plainText('Expected text.').check(
          z.trim(),
          z.maxLength(L.queryMax, `At most ${L.queryMax} characters.`),
        ),
      ),
      z.transform((q: string | undefined) => (q === '' ? undefined : q)),
    ),
    tag: z.optional(SupportTag),
    limit: LimitParam(L.pageDefault, L.pageMax),
    cursor: z.optional(CursorParam(2)),
  })
  .check(
    z.refine((s) => s.q !== undefined || s.tag !== undefined, {
      message: 'Give a search text or a tag.',
      path: ['q'],
    }),
  )
  .check(
    z.refine((s) => s.q === undefined || s.q.length >= L.queryMin, {
      message: `At least ${L.queryMin} characters.`,
      path: ['q'],
    }),
  );
export type SupportSearchQuery = z.infer<typeof SupportSearchQuery>;

/** A thread the search found, with the newest message that matched the text. */
export const SupportSearchHit = z.object({
  uid: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  state: SupportState,
  tags: z.array(SupportTag),
  lastAt: z.string(),
  /** Null when only the tag was searched. */
  match: z.nullable(z.object({ text: z.string(), at: z.string() })),
});
export type SupportSearchHit = z.infer<typeof SupportSearchHit>;

/** Answer of the search: threads with the newest message first. */
export const SupportSearchPage = z.object({
  hits: z.array(SupportSearchHit),
  nextCursor: NextCursor,
});
export type SupportSearchPage = z.infer<typeof SupportSearchPage>;

/** Query of GET /api/comm/support/tags: the customer whose thread it is. */
export const SupportTagsQuery = z.object({ uid: required(z.uuid('Expected a user id.')) });
export type SupportTagsQuery = z.infer<typeof SupportTagsQuery>;

/** Body of PUT /api/comm/support/tags: the thread's whole set of tags (none to clear them). */
export const SupportTagsUpdate = z.object({
  uid: required(z.uuid('Expected a user id.')),
  tags: required(z.array(SupportTag, 'Expected a list of tags.'))
    .check(z.maxLength(supportTags.length, `At most ${supportTags.length} tags.`))
    .check(z.refine((tags) => new Set(tags).size === tags.length, 'Each tag once.')),
});
export type SupportTagsUpdate = z.infer<typeof SupportTagsUpdate>;

/** A thread's tags. */
export const SupportTags = z.object({ uid: z.string(), tags: z.array(SupportTag) });
export type SupportTags = z.infer<typeof SupportTags>;

/** Routes of the search and the tags (Admins only; new, beyond docs/product.md §7). */
export const supportSearchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/comm/support/search',
    auth: true,
    query: SupportSearchQuery,
    response: SupportSearchPage,
  }),
  tags: defineRoute({
    method: 'GET',
    path: '/api/comm/support/tags',
    auth: true,
    query: SupportTagsQuery,
    response: SupportTags,
  }),
  setTags: defineRoute({
    method: 'PUT',
    path: '/api/comm/support/tags',
    auth: true,
    body: SupportTagsUpdate,
    response: SupportTags,
  }),
} as const;
