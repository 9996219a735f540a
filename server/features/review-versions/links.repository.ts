import type { Kysely } from 'kysely';
import type { Database, ReviewLinksTable } from '../../db/schema.js';

export type LinkRow = ReviewLinksTable;
export type ViewRow = Database['review_link_views'];

export function linksRepository(db: Kysely<Database>) {
  return {
    async insert(row: LinkRow): Promise<void> {
      await db.insertInto('review_links').values(row).execute();
    },
    byId(id: string): Promise<LinkRow | undefined> {
      return db.selectFrom('review_links').selectAll().where('id', '=', id).executeTakeFirst();
    },
    byTokenHash(hash: string): Promise<LinkRow | undefined> {
      return db
        .selectFrom('review_links')
        .selectAll()
        .where('token_hash', '=', hash)
        .executeTakeFirst();
    },
    ofOrders(orderIds: readonly string[]): Promise<LinkRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('review_links')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('created_at', 'desc')
        .execute();
    },
    async openCount(orderId: string, now: string): Promise<number> {
      const row = await db
        .selectFrom('review_links')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('order_id', '=', orderId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Revokes once: false when it was already revoked. */
    async revoke(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('review_links')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recordView(row: ViewRow): Promise<void> {
      await db.insertInto('review_link_views').values(row).execute();
    },
    views(linkIds: readonly string[]): Promise<ViewRow[]> {
      if (linkIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('review_link_views')
        .selectAll()
        .where('link_id', 'in', [...linkIds])
        .orderBy('viewed_at')
        .execute();
    },
  };
}
