import { z } from 'zod/mini';
import { teamLimits as L } from '../../limits.js';
import { AccountType } from '../accounts.js';
import { plainText } from '../fields.js';
import { parseJson } from './inputs.js';

// --- Directory search: GET /api/user/data?method=search ------------------------------------

const filterValue = z.union([
  plainText().check(z.maxLength(L.searchValueMax)),
  z.number(),
  z.boolean(),
]);
const filterValues = z
  .array(filterValue, 'Expected a list of values.')
  .check(z.maxLength(L.filterValuesMax, `At most ${L.filterValuesMax} values.`));
const usersColumn = z.enum(['Username', 'AccountType', 'Id'], 'Unknown column.');

/** A blacklist entry: leave out users whose `column` is one of `values`. */
export const BlacklistFilter = z.object({ column: usersColumn, values: filterValues });
export type BlacklistFilter = z.infer<typeof BlacklistFilter>;

/** A whitelist entry: keep only users whose `column` of table `db` is one of `values`. */
export const WhitelistFilter = z.discriminatedUnion(
  'db',
  [
    z.object({ db: z.literal('users'), column: usersColumn, values: filterValues }),
    z.object({
      db: z.literal('productioninformation'),
      column: z.enum(['IsEditor', 'IsArtist'], 'Unknown column.'),
      values: filterValues,
    }),
  ],
  { error: 'Unknown table.' },
);
export type WhitelistFilter = z.infer<typeof WhitelistFilter>;

const filterList = <T extends z.ZodMiniType>(item: T) =>
  z.optional(
    z.pipe(
      z.transform(parseJson),
      z.array(item, 'Expected a JSON list.').check(z.maxLength(L.filtersMax)),
    ),
  );

/** Query of the username search (docs/product.md §7): 9 per page, pages from 1. */
export const UserSearchQuery = z.object({
  method: z.literal('search'),
  db: z.literal('users', 'Unknown table.'),
  column: z.literal('Username', 'Unknown column.'),
  value: z._default(
    plainText().check(z.maxLength(L.searchValueMax, `At most ${L.searchValueMax} characters.`)),
    '',
  ),
  page: z._default(
    z
      .pipe(z.coerce.number('Expected a page number.'), z.int())
      .check(z.gte(1))
      .check(z.lte(100_000)),
    1,
  ),
  count: z._default(
    z
      .pipe(z.coerce.number('Expected a number.'), z.int())
      .check(z.gte(1))
      .check(z.lte(L.searchPageSizeMax)),
    L.searchPageSize,
  ),
  blacklists: filterList(BlacklistFilter),
  whitelists: filterList(WhitelistFilter),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** One search result. */
export const UserRow = z.object({
  Id: z.string(),
  Username: z.string(),
  Name: z.string(),
  AccountType: AccountType,
  IsEditor: z.boolean(),
  IsArtist: z.boolean(),
});
export type UserRow = z.infer<typeof UserRow>;

/** Answer of the search: one page of rows, and how many match in all. */
export const UserSearchResponse = z.object({
  rows: z.array(UserRow),
  page: z.number(),
  count: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;
