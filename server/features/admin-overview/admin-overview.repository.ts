import type { Kysely } from 'kysely';
import { supportContactId } from '../../../common/realtime.js';
import type { Database } from '../../db/schema.js';
import { num, orderCountsRepository } from './order-counts.repository.js';

// Read-only counts over the tables of orders, chat, payments and games for the Admin's Dashboard.
// Like server/access/, this reads other features' tables without writing them: an overview
// that asked each feature for each figure would need a public function per number.

/** The SQL of the Admin's Dashboard. */
export function adminOverviewRepository(db: Kysely<Database>) {
  return {
    ...orderCountsRepository(db),
    /**
     * The first unanswered user message of each support thread: the user's messages after the
     * last one sent to the user (an Admin's answer).
     */
    async unansweredSupport() {
      return db
        .selectFrom('chat_messages as m')
        .select(['m.conversation', (eb) => eb.fn.min<string>('m.created_at').as('since')])
        .where('m.conversation', 'like', 's:%')
        .where('m.to_id', '=', supportContactId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('chat_messages as a')
                .select('a.seq')
                .whereRef('a.conversation', '=', 'm.conversation')
                .whereRef('a.seq', '>', 'm.seq')
                .where('a.to_id', '<>', supportContactId),
            ),
          ),
        )
        .groupBy('m.conversation')
        .execute();
    },

    /** Paid checkouts completed since `from`, refunds left out: how many and their sum. */
    async salesSince(from: string) {
      const row = await db
        .selectFrom('payment_sessions')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.sum<string | number | null>('amount_cents').as('cents'),
        ])
        .where('status', '=', 'complete')
        .where('completed_at', '>=', from)
        .where('refunded_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { sales: num(row.n), cents: num(row.cents) };
    },

    /** Staff pay recorded by deliveries since `from`. */
    async staffPaySince(from: string): Promise<number> {
      const row = await db
        .selectFrom('staff_earnings')
        .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('cents'))
        .where('created_at', '>=', from)
        .executeTakeFirstOrThrow();
      return num(row.cents);
    },

    /** Affiliate commissions neither paid nor reversed. */
    async commissionsOwed(): Promise<number> {
      const row = await db
        .selectFrom('commissions')
        .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('cents'))
        .where('paid_at', 'is', null)
        .where('reversed_at', 'is', null)
        .executeTakeFirstOrThrow();
      return num(row.cents);
    },

    /** Promotion videos no Admin has approved or rejected yet. */
    async pendingVideos(): Promise<number> {
      const row = await db
        .selectFrom('game_boost_videos')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return num(row.n);
    },
  };
}

/** The Admin's Dashboard's SQL, for its use cases. */
export type AdminOverviewRepository = ReturnType<typeof adminOverviewRepository>;
