import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OrderEventsTable } from '../../db/schema.js';

/** Someone an order notice may go to. */
export type NoticePerson = { id: string; name: string; email: string; timeZone: string };

/** An order with the people on it, as a notice describes it. */
export type NoticeOrder = {
  id: string;
  title: string;
  type: Database['production_requests']['type'];
  is_revision: number;
  due_at: string;
  client: NoticePerson;
  staff: NoticePerson;
  /** The latest pass-off: who asked, and the staff member an Admin picked. */
  passOff: { state: string; from: NoticePerson; to: NoticePerson | null } | null;
};

/** SQL of the order notifier: the event record and who is on an order. */
export function orderEventsRepository(db: Kysely<Database>) {
  const person = (id: string) =>
    db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'time_zone as timeZone'])
      .where('id', '=', id)
      .executeTakeFirst();

  return {
    /** Records one order event. */
    async insert(event: Omit<OrderEventsTable, 'id'>): Promise<void> {
      await db
        .insertInto('order_events')
        .values({ id: randomUUID(), ...event })
        .execute();
    },

    /** The order with its Partner, staff member and latest pass-off, or undefined. */
    async findOrder(orderId: string): Promise<NoticeOrder | undefined> {
      const row = await db
        .selectFrom('production_requests as p')
        .innerJoin('users as c', 'c.id', 'p.client_id')
        .innerJoin('users as s', 's.id', 'p.staff_id')
        .leftJoin('pass_offs as po', 'po.request_id', 'p.id')
        .select([
          'p.id',
          'p.title',
          'p.type',
          'p.is_revision',
          'p.due_at',
          'c.id as client_id',
          'c.name as client_name',
          'c.email as client_email',
          'c.time_zone as client_time_zone',
          's.id as staff_id',
          's.name as staff_name',
          's.email as staff_email',
          's.time_zone as staff_time_zone',
          'po.state as pass_off_state',
          'po.from_staff_id',
          'po.new_staff_id',
        ])
        .where('p.id', '=', orderId)
        .executeTakeFirst();
      if (!row) return undefined;
      const from = row.from_staff_id ? await person(row.from_staff_id) : undefined;
      const to = row.new_staff_id ? await person(row.new_staff_id) : undefined;
      return {
        id: row.id,
        title: row.title,
        type: row.type,
        is_revision: row.is_revision,
        due_at: row.due_at,
        client: {
          id: row.client_id,
          name: row.client_name,
          email: row.client_email,
          timeZone: row.client_time_zone,
        },
        staff: {
          id: row.staff_id,
          name: row.staff_name,
          email: row.staff_email,
          timeZone: row.staff_time_zone,
        },
        passOff:
          from && row.pass_off_state ? { state: row.pass_off_state, from, to: to ?? null } : null,
      };
    },

    /**
     * The order and the orders it revises, newest first (v3, v2, v1): a delivered revision is a
     * new version of each of their reviews. Chains are a few orders long.
     */
    async chainOf(orderId: string): Promise<string[]> {
      const ids: string[] = [];
      for (let id: string | null = orderId; id !== null && !ids.includes(id);) {
        ids.push(id);
        const row = await db
          .selectFrom('production_requests')
          .select('of_request_id')
          .where('id', '=', id)
          .executeTakeFirst();
        id = row?.of_request_id ?? null;
      }
      return ids;
    },

    /** Every Admin, who handle pass-offs. */
    admins(): Promise<NoticePerson[]> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'time_zone as timeZone'])
        .where('account_type', '=', 'Admin')
        .orderBy('id')
        .execute();
    },
  };
}
