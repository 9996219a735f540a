import type { Kysely, Transaction } from 'kysely';
import { formatCalendarDay } from '../../../common/date-format.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Refuses marking these commissions paid by hand when one was paid already, or when a closed pay
 * period's statement holds it (that statement pays it when its method is paid): the Commissions
 * list and the monthly run must never both pay one commission.
 */
export async function refuseSettled(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const paid = await db
    .selectFrom('commissions')
    .select('paid_at')
    .where('id', 'in', ids)
    .where('paid_at', 'is not', null)
    .orderBy('paid_at')
    .execute();
  if (paid.length > 0)
    throw new AppError('commission_already_paid', {
      count: paid.length,
      paidAt: formatCalendarDay(paid[0]?.paid_at ?? ''),
    });
  const held = await db
    .selectFrom('payout_lines as l')
    .innerJoin('payout_statements as s', 's.id', 'l.statement_id')
    .select('s.period')
    .where(
      'l.source_key',
      'in',
      ids.map((id) => `commission:${id}`),
    )
    .orderBy('s.period')
    .execute();
  if (held.length > 0)
    throw new AppError('commission_in_statement', {
      count: held.length,
      period: formatCalendarDay(held[0]?.period ?? '', 'month'),
    });
}
