import { AccountType } from '../../../common/api/accounts.js';
import type {
  BlacklistFilter,
  UserSearchQuery,
  UserSearchResponse,
  WhitelistFilter,
} from '../../../common/api/teams.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { contactsOf } from './contacts.js';
import type { DirectoryDeps } from './teams-deps.js';
import type { SearchField, SearchFilter } from './teams.repository.js';

// API column names of the directory mapped to the only columns SQL may name.
const searchColumns: Record<BlacklistFilter['column'] | WhitelistFilter['column'], SearchField> = {
  Username: 'username_lower',
  AccountType: 'account_type',
  Id: 'id',
  IsEditor: 'is_editor',
  IsArtist: 'is_artist',
};

function badFilter(field: string, message: string): AppError {
  return new AppError('invalid_input', {}, { [field]: message });
}

/** A filter's values in the column's own type; a value the column can never hold is refused. */
function toFilter(
  list: 'blacklists' | 'whitelists',
  column: keyof typeof searchColumns,
  values: ReadonlyArray<string | number | boolean>,
): SearchFilter {
  const field = searchColumns[column];
  if (field === 'is_editor' || field === 'is_artist') {
    const flags = values.map((v) =>
      v === true || v === 1 || v === '1' || v === 'true'
        ? 1
        : v === false || v === 0 || v === '0' || v === 'false'
          ? 0
          : undefined,
    );
    if (flags.some((f) => f === undefined))
      throw badFilter(list, `${column} values are true or false.`);
    return { field, values: flags as number[] };
  }
  if (values.some((v) => typeof v !== 'string'))
    throw badFilter(list, `${column} values are text.`);
  const text = values as string[];
  if (field === 'account_type' && text.some((v) => !AccountType.safeParse(v).success))
    throw badFilter(list, `AccountType values are ${AccountType.options.join(', ')}.`);
  return { field, values: field === 'username_lower' ? text.map((v) => v.toLowerCase()) : text };
}

/**
 * The people a non-Admin may find (docs/teams.md 'Who searches whom'): their own contacts, the
 * people they may message anyway, so search never discloses a stranger's username.
 */
async function searchableIds(deps: DirectoryDeps, who: Principal): Promise<string[]> {
  const contacts = await contactsOf(deps, who.uid);
  return contacts.filter((c) => !c.self && c.accountType !== 'Group').map((c) => c.uid);
}

/** GET /api/user/data?method=search: one page of the user directory (Admins: everyone). */
export async function searchDirectory(
  deps: DirectoryDeps,
  who: Principal,
  q: UserSearchQuery,
): Promise<UserSearchResponse> {
  const include = (q.whitelists ?? []).map((f) => toFilter('whitelists', f.column, f.values));
  const exclude = (q.blacklists ?? []).map((f) => toFilter('blacklists', f.column, f.values));
  if (who.accountType !== 'Admin')
    include.push({ field: 'id', values: await searchableIds(deps, who) });
  const empty = { rows: [], page: q.page, count: q.count, total: 0, pages: 1 };
  // A whitelist with no values keeps nobody.
  if (include.some((f) => f.values.length === 0)) return empty;
  const { rows, total } = await deps.repo.search({
    contains: q.value.trim(),
    include,
    exclude,
    offset: (q.page - 1) * q.count,
    limit: q.count,
  });
  return {
    rows: rows.map((r) => ({
      Id: r.id,
      Username: r.username,
      Name: r.name,
      AccountType: r.account_type,
      IsEditor: r.is_editor === 1,
      IsArtist: r.is_artist === 1,
    })),
    page: q.page,
    count: q.count,
    total,
    pages: Math.max(1, Math.ceil(total / q.count)),
  };
}
