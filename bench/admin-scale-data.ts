import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { openDatabase } from '../server/db/connection.js';
import type { Database } from '../server/db/schema.js';
import { prepareDatabase } from '../server/db/startup.js';

// The agency at the scale the Admin views must hold: 10,000 users (4,000 staff, 6,000 Partners),
// 2,000 teams each with its group chat, 50,000 orders, 200,000 group messages, and 40 Affiliates
// with 5,000 commissions for the commission list. Written straight into the database with
// batched multi-row inserts (one transaction), next to the demo accounts the app seeds itself.
//
//   node --import tsx bench/admin-scale-data.ts <DATA_DIR> [postgres://…]

export const adminScale = {
  staff: 4000,
  partners: 6000,
  teams: 2000,
  orders: 50_000,
  messages: 200_000,
  affiliates: 40,
  commissions: 5000,
} as const;

type Table = keyof Database;
/** Rows per statement: under SQLite's 32,766 bound variables and PostgreSQL's 65,535. */
const rowsPerInsert = 500;

async function insertAll<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let i = 0; i < rows.length; i += rowsPerInsert)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + rowsPerInsert) as never)
      .execute();
}

/** A fixed start so that reruns make the same spread of dates. */
const day0 = Date.parse('2026-06-01T00:00:00.000Z');
const at = (minutes: number) => new Date(day0 + minutes * 60_000).toISOString();

function user(i: number, kind: 'Production' | 'Partner' | 'Affiliate') {
  const prefix = { Production: 'crew', Partner: 'creator', Affiliate: 'affiliate' }[kind];
  const name = `${prefix}_${String(i).padStart(5, '0')}`;
  const editor = kind === 'Production' && i % 2 === 0;
  const artist = kind === 'Production' && i % 2 === 1;
  return {
    id: randomUUID(),
    username: name,
    username_lower: name,
    email: `${name}@bench.example`,
    email_lower: `${name}@bench.example`,
    password_hash: 'x',
    account_type: kind,
    name: `${kind === 'Partner' ? 'Creator' : kind === 'Affiliate' ? 'Affiliate' : 'Crew'} ${i}`,
    plan: kind === 'Partner' ? ('Standard' as const) : null,
    rating: 5,
    rblx_handle: null,
    target: null,
    via: null,
    is_editor: editor ? 1 : 0,
    is_artist: artist ? 1 : 0,
    edit_speed_days: editor ? 2 : null,
    thumbnail_speed_days: artist ? 1 : null,
    verified_at: at(i),
    created_at: at(i),
  };
}

const statuses = ['Available', 'Busy', 'Vacation'] as const;
const orderStatuses = ['open', 'fulfilled', 'cancelled'] as const;

export type AdminScaleCounts = Record<keyof typeof adminScale, number>;

/**
 * Writes the data set into an open, migrated database. The open orders fall due over the week
 * after `now` and the deliveries are accepted, so the deadline job finds nothing to do when the
 * app starts on it: cancelling or auto-accepting thousands of orders in the middle of the
 * measurements would slow every list (the bench's backlog phase makes a backlog of its own).
 */
export async function writeAdminScale(
  db: Kysely<Database>,
  now = new Date(),
): Promise<AdminScaleCounts> {
  const openDue = (n: number) =>
    new Date(now.getTime() + 86_400_000 + (n % 8640) * 60_000).toISOString();
  const staff = Array.from({ length: adminScale.staff }, (_, i) => user(i, 'Production'));
  const partners = Array.from({ length: adminScale.partners }, (_, i) => user(i, 'Partner'));
  const affiliates = Array.from({ length: adminScale.affiliates }, (_, i) => user(i, 'Affiliate'));
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'users', [...staff, ...partners, ...affiliates]);
    await insertAll(
      trx,
      'staff_profiles',
      staff.map((s, i) => ({
        user_id: s.id,
        status: statuses[i % 3]!,
        busy_link: null,
        busy_title: null,
        vacation_start: null,
        vacation_end: null,
        tier: (i % 3) + 1,
        payout_method: null,
        paypal: null,
        paysend: null,
        status_set_by: null,
        status_set_at: null,
        updated_at: at(i),
      })),
    );
    // Team t: Partner t with an editor (even staff) and an artist (odd staff), and its group.
    const teams = partners.slice(0, adminScale.teams).map((partner, t) => ({
      partner,
      editor: staff[(2 * t) % staff.length]!,
      artist: staff[(2 * t + 1) % staff.length]!,
      group: randomUUID(),
      folder: randomUUID(),
    }));
    await insertAll(
      trx,
      'relationships',
      teams.flatMap((t, i) => [
        {
          id: randomUUID(),
          user_id: t.partner.id,
          other_id: t.editor.id,
          role: 'Editor' as const,
          created_at: at(i),
        },
        {
          id: randomUUID(),
          user_id: t.partner.id,
          other_id: t.artist.id,
          role: 'Artist' as const,
          created_at: at(i),
        },
      ]),
    );
    await insertAll(
      trx,
      'team_groups',
      teams.map((t, i) => ({
        id: t.group,
        partner_id: t.partner.id,
        name: `${t.partner.name}'s Team`,
        created_at: at(i),
        updated_at: at(i),
      })),
    );
    await insertAll(
      trx,
      'drive_folders',
      teams.map((t, i) => ({
        id: t.folder,
        owner_id: t.partner.id,
        name: `Videos ${i}`,
        created_at: at(i),
      })),
    );
    await insertAll(
      trx,
      'production_requests',
      Array.from({ length: adminScale.orders }, (_, n) => {
        const t = teams[n % teams.length]!;
        const edit = n % 2 === 0;
        const status = orderStatuses[n % 3]!;
        const created = at(n * 3);
        return {
          id: randomUUID(),
          video_request_id: randomUUID(),
          type: edit ? ('Edit' as const) : ('Thumbnail' as const),
          title: `Video ${n}`,
          message: '',
          client_id: t.partner.id,
          staff_id: edit ? t.editor.id : t.artist.id,
          author_id: t.partner.id,
          folder_id: t.folder,
          product: null,
          duration_minutes: edit ? 10 : null,
          is_revision: 0,
          of_request_id: null,
          revisions_left: 2,
          status,
          created_at: created,
          due_at: status === 'open' ? openDue(n) : at(n * 3 + 2880),
          original_due_at: status === 'open' ? openDue(n) : at(n * 3 + 2880),
          activated_at: null,
          closed_at: status === 'open' ? null : at(n * 3 + 1440),
          close_reason:
            status === 'open'
              ? null
              : status === 'fulfilled'
                ? ('Fulfilled' as const)
                : ('Overdue' as const),
          delivery_message: null,
          // Deliveries were accepted the day after: a running app auto-accepts any left a week,
          // so a backlog of unanswered ones exists only after a long downtime.
          accepted_at: status === 'fulfilled' ? at(n * 3 + 2880) : null,
          accepted_by: status === 'fulfilled' ? ('partner' as const) : null,
          review_stars: null,
          review_comment: null,
          version: 1,
        };
      }),
    );
    const perGroup = adminScale.messages / teams.length;
    for (let chunk = 0; chunk < teams.length; chunk += 100) {
      // A hundred groups at a time, so the rows in memory stay at 10,000.
      await insertAll(
        trx,
        'chat_messages',
        teams.slice(chunk, chunk + 100).flatMap((t, g) =>
          Array.from({ length: perGroup }, (_, m) => {
            const author = [t.partner, t.editor, t.artist][m % 3]!;
            return {
              id: randomUUID(),
              conversation: `g:${t.group}`,
              type: 'Group' as const,
              author_id: author.id,
              client_id: randomUUID(),
              from_id: author.id,
              to_id: t.group,
              thread_id: null,
              body: `Message ${m} in group ${chunk + g}`,
              alias: null,
              reference_file_id: null,
              link: null,
              emulated_by: null,
              created_at: at((chunk + g) * perGroup + m),
            };
          }),
        ),
      );
    }
    const sessions = Array.from({ length: adminScale.commissions }, (_, n) => ({
      id: `cs_bench_${n}`,
      provider: 'sandbox' as const,
      user_id: partners[n % partners.length]!.id,
      status: 'complete' as const,
      plan: 'Standard' as const,
      currency: 'usd',
      amount_cents: 10_000,
      lines: '[]',
      client_secret_hash: null,
      payment_intent: null,
      created_at: at(n * 7),
      expires_at: at(n * 7 + 60),
      completed_at: at(n * 7 + 1),
      fulfilled_at: at(n * 7 + 1),
      refunded_at: null,
    }));
    await insertAll(trx, 'payment_sessions', sessions);
    await insertAll(
      trx,
      'commissions',
      sessions.map((s, n) => ({
        id: randomUUID(),
        affiliate_id: affiliates[n % affiliates.length]!.id,
        buyer_id: s.user_id,
        session_id: s.id,
        basis_cents: 10_000,
        amount_cents: 2000,
        created_at: s.created_at,
        payable_at: at(n * 7 + 14 * 1440),
        paid_at: n % 4 === 0 ? at(n * 7 + 20 * 1440) : null,
        reversed_at: n % 50 === 1 ? at(n * 7 + 2 * 1440) : null,
      })),
    );
  });
  return { ...adminScale };
}

/** Opens the database of `dataDir` (or `databaseUrl`), migrates and seeds it, adds the data set. */
export async function seedAdminScale(target: { dataDir: string; databaseUrl?: string }) {
  const database = openDatabase({ ...target, onConnectionError: () => {} });
  try {
    await prepareDatabase(database, { seed: true });
    const counts = await writeAdminScale(database.db);
    // PostgreSQL plans from table statistics, which autovacuum gathers within a minute or so of
    // a bulk load; gathered at once, the lists are measured with the plans they will run with.
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    return counts;
  } finally {
    await database.db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, databaseUrl] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: admin-scale-data.ts <DATA_DIR> [DATABASE_URL]');
  const started = Date.now();
  const counts = await seedAdminScale({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  console.info(JSON.stringify({ ...counts, seconds: (Date.now() - started) / 1000 }));
}
