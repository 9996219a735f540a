import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';

/** A stored contact message row, with the name of the Admin who handled it. */
export type ContactMessageRow = Selectable<ContactMessagesTable> & {
  handled_by_name: string | null;
};

/** A contact message as the service hands it over to be stored. */
export type NewContactMessage = {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  createdAt: string;
};

/** The SQL of the contact messages: stored, e-mailed, listed, handled. */
export function contactMessagesRepository(db: Kysely<Database>) {
  const contactMessages = () =>
    db
      .selectFrom('contact_messages as m')
      .leftJoin('users as h', 'h.id', 'm.handled_by')
      .selectAll('m')
      .select('h.name as handled_by_name');

  return {
    async insertContactMessage(message: NewContactMessage): Promise<void> {
      await db
        .insertInto('contact_messages')
        .values({
          id: message.id,
          name: message.name,
          email: message.email,
          topic: message.topic,
          message: message.message,
          created_at: message.createdAt,
          emailed_at: null,
        })
        .execute();
    },

    async markContactMessageEmailed(id: string, emailedAt: string): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ emailed_at: emailedAt })
        .where('id', '=', id)
        .execute();
    },

    /**
     * A page of contact messages, newest first (with `open`, only those nobody handled), how
     * many the list holds in all, and how many wait unhandled.
     */
    async pageContactMessages(
      offset: number,
      limit: number,
      open = false,
    ): Promise<{ rows: ContactMessageRow[]; total: number; unhandled: number }> {
      let list = contactMessages();
      if (open) list = list.where('m.handled_at', 'is', null);
      const rows = await list
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const count = await db
        .selectFrom('contact_messages')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn
            .sum<string | number | null>(
              eb.case().when('handled_at', 'is', null).then(1).else(0).end(),
            )
            .as('open'),
        ])
        .executeTakeFirstOrThrow();
      const unhandled = Number(count.open ?? 0);
      return { rows, total: open ? unhandled : Number(count.n), unhandled };
    },

    findContactMessage(id: string): Promise<ContactMessageRow | undefined> {
      return contactMessages().where('m.id', '=', id).executeTakeFirst();
    },

    /** Marks a message handled unless someone already did; whether this call did. */
    async markContactHandled(id: string, by: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('contact_messages')
        .set({ handled_at: at, handled_by: by })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
