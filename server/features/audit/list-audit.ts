import type { AuditFilters, AuditPage, AuditQuery } from '../../../common/api/audit.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { decodeCursor, encodeCursor } from './audit-cursor.js';
import { withNames } from './audit-names.js';
import type { AuditRepository } from './audit.repository.js';

/** Refuses a date range that ends before it starts, rather than answering an empty log. */
export function checkRange(filters: AuditFilters): void {
  if (filters.from && filters.to && filters.from > filters.to)
    throw new AppError('invalid_input', {}, { to: 'The range ends before it starts.' });
}

/** GET /api/admin/audit: one page of the log, newest first, for Admins only. */
export async function listAudit(
  repo: AuditRepository,
  who: Principal,
  query: AuditQuery,
): Promise<AuditPage> {
  requireAccountType(who, 'Admin');
  checkRange(query);
  const { cursor, limit, ...filters } = query;
  const rows = await repo.page(filters, cursor ? decodeCursor(cursor) : undefined, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: await withNames(repo, page),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
