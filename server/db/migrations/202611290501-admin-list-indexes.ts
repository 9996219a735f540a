import type { Kysely } from 'kysely';

// The Admin lists page in SQL after a sort key (decision 028); each index serves one list's
// ORDER BY with its id tie-break, so a page reads its rows in order and stops.
const indexes: { name: string; table: string; columns: string[] }[] = [
  // The staff overview, by name or username, among one account type.
  { name: 'users_type_name', table: 'users', columns: ['account_type', 'name', 'id'] },
  {
    name: 'users_type_username',
    table: 'users',
    columns: ['account_type', 'username_lower', 'id'],
  },
  // An Admin's contact list pages through every group by name.
  { name: 'team_groups_name', table: 'team_groups', columns: ['name', 'id'] },
  // Every order, newest first.
  {
    name: 'production_requests_created',
    table: 'production_requests',
    columns: ['created_at', 'id'],
  },
  // The open (or closed) orders newest first, and which orders of a page have a revision.
  {
    name: 'production_requests_status_created',
    table: 'production_requests',
    columns: ['status', 'created_at', 'id'],
  },
  { name: 'production_requests_of', table: 'production_requests', columns: ['of_request_id'] },
  // Every commission, oldest first.
  { name: 'commissions_created', table: 'commissions', columns: ['created_at', 'id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes)
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of indexes) await db.schema.dropIndex(index.name).execute();
}
