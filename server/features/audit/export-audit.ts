import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AuditFilters } from '../../../common/api/audit.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { defusedCell } from '../payments/payments.public.js';
import type { AuditRepository } from './audit.repository.js';
import { checkRange } from './list-audit.js';

const batch = 500;

const columns = [
  'at',
  'actor_id',
  'actor_name',
  'action',
  'subject_type',
  'subject_id',
  'before',
  'after',
  'request_id',
  'ip',
];

/** Every matching row, newest first, read in batches so a long log never sits in memory. */
async function* rowsOf(repo: AuditRepository, filters: AuditFilters) {
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await repo.page(filters, cursor, batch);
    for (const r of rows)
      yield [
        r.at,
        r.actor?.uid ?? '',
        r.actor?.name ?? '',
        r.action,
        r.subjectType,
        r.subjectId,
        r.before === null ? '' : JSON.stringify(r.before),
        r.after === null ? '' : JSON.stringify(r.after),
        r.requestId ?? '',
        r.ip ?? '',
      ];
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    cursor = { at: last.at, id: last.id };
  }
}

/**
 * GET /api/admin/audit/export: the matching rows as CSV (csv-stringify: RFC 4180 quoting, CRLF),
 * streamed as they are read. Checked before the first byte, so a refusal is a plain 4xx.
 */
export function exportAudit(
  repo: AuditRepository,
  who: Principal,
  filters: AuditFilters,
): Readable {
  requireAccountType(who, 'Admin');
  checkRange(filters);
  const csv = stringify({
    header: true,
    columns,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: defusedCell },
  });
  // pipeline, not pipe: a database error mid-export destroys the answer (the client sees a cut
  // download) instead of leaving it open forever.
  pipeline(Readable.from(rowsOf(repo, filters)), csv, () => {});
  return csv;
}
