import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  Database,
  PayoutLinesTable,
  PayoutPeriodsTable,
  PayoutStatementsTable,
} from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A statement with its payee's username. An unpaid statement closed without a wallet takes the
 * wallet its payee has chosen since (`wallet_added_later`), so it joins that method's batch file;
 * paying it writes that method and account into the statement for good.
 */
export type StatementRow = Selectable<PayoutStatementsTable> & {
  username: string;
  /** The payee's display name, which a provider's file names the recipient by. */
  payee_name: string;
  wallet_added_later: boolean;
};

type WalletColumns = {
  wallet_method: 'PayPal' | 'Paysend' | null;
  wallet_paypal: string | null;
  wallet_paysend: string | null;
};

/** The row as the rest of payouts reads it: with the wallet chosen since the close, if any. */
function withLaterWallet(
  row: Selectable<PayoutStatementsTable> & { username: string; payee_name: string } & WalletColumns,
): StatementRow {
  const { wallet_method, wallet_paypal, wallet_paysend, ...stored } = row;
  const account = wallet_method === 'Paysend' ? wallet_paysend : wallet_paypal;
  if (stored.method || stored.paid_at || !wallet_method || !account)
    return { ...stored, wallet_added_later: false };
  return { ...stored, method: wallet_method, account, wallet_added_later: true };
}
export type LineRow = Selectable<PayoutLinesTable>;
export type PeriodRow = Selectable<PayoutPeriodsTable>;

/** The SQL of pay periods, statements and their lines. */
export function payoutsRepository(db: Executor) {
  const statements = () =>
    db
      .selectFrom('payout_statements as s')
      .innerJoin('users as u', 'u.id', 's.payee_id')
      .leftJoin('staff_profiles as w', 'w.user_id', 's.payee_id')
      .selectAll('s')
      .select([
        'u.username',
        'u.name as payee_name',
        'w.payout_method as wallet_method',
        'w.paypal as wallet_paypal',
        'w.paysend as wallet_paysend',
      ]);

  return {
    period(period: string): Promise<PeriodRow | undefined> {
      return db
        .selectFrom('payout_periods')
        .selectAll()
        .where('period', '=', period)
        .executeTakeFirst();
    },

    periods(): Promise<PeriodRow[]> {
      return db
        .selectFrom('payout_periods')
        .selectAll()
        .orderBy('period', 'desc')
        .limit(120)
        .execute();
    },

    /** Records a period as closed; false when it already was (a second close changes nothing). */
    async insertPeriod(row: Insertable<PayoutPeriodsTable>): Promise<boolean> {
      const result = await db
        .insertInto('payout_periods')
        .values(row)
        .onConflict((oc) => oc.column('period').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async insertStatement(
      row: Insertable<PayoutStatementsTable>,
      lines: Array<Insertable<PayoutLinesTable>>,
    ): Promise<void> {
      await db.insertInto('payout_statements').values(row).execute();
      // Chunks keep each statement under SQLite's limit of bound values.
      for (let i = 0; i < lines.length; i += 100)
        await db
          .insertInto('payout_lines')
          .values(lines.slice(i, i + 100))
          .execute();
    },

    async statementsOfPeriod(period: string): Promise<StatementRow[]> {
      const rows = await statements()
        .where('s.period', '=', period)
        .orderBy('s.method')
        .orderBy('u.username')
        .execute();
      return rows.map(withLaterWallet);
    },

    async statementsOfPayee(payeeId: string): Promise<StatementRow[]> {
      const rows = await statements()
        .where('s.payee_id', '=', payeeId)
        .orderBy('s.period', 'desc')
        .limit(120)
        .execute();
      return rows.map(withLaterWallet);
    },

    async statement(id: string): Promise<StatementRow | undefined> {
      const row = await statements().where('s.id', '=', id).executeTakeFirst();
      return row && withLaterWallet(row);
    },

    /** Writes the wallet chosen after the close into an unpaid statement closed without one. */
    async keepLaterWallet(row: StatementRow): Promise<void> {
      if (!row.wallet_added_later) return;
      await db
        .updateTable('payout_statements')
        .set({ method: row.method, account: row.account })
        .where('id', '=', row.id)
        .where('method', 'is', null)
        .where('paid_at', 'is', null)
        .execute();
    },

    linesOf(statementIds: string[]): Promise<LineRow[]> {
      if (statementIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('payout_lines')
        .selectAll()
        .where('statement_id', 'in', statementIds)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute();
    },

    /** Marks unpaid statements paid; a paid one is left exactly as it was. */
    async markPaid(ids: string[], paid: { at: string; by: string; reference: string }) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('payout_statements')
        .set({ paid_at: paid.at, paid_by: paid.by, paid_reference: paid.reference })
        .where('id', 'in', ids)
        .where('paid_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
