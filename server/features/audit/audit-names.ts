import type { AuditEntry } from '../../../common/api/audit.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

/** Subject types whose id is a user's. */
const personSubjects = new Set(['user', 'staff', 'support_thread', 'team']);

/** Keys of `before` and `after` whose value is a user's id. */
const personKeys = ['member', 'newStaff', 'assignee', 'affiliate', 'uploader', 'buyer'] as const;

/** The user ids a row's before and after name at the keys above. */
function peopleIn(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  return personKeys.flatMap((key) => (typeof record[key] === 'string' ? [record[key]] : []));
}

/**
 * Adds to each row the name of its subject and of the people its change names, read in two
 * queries for the whole page, so a person reads names where the table holds ids.
 */
export async function withNames(repo: AuditRepository, rows: AuditRow[]): Promise<AuditEntry[]> {
  const personIds = new Set<string>();
  const orderIds = new Set<string>();
  for (const row of rows) {
    if (personSubjects.has(row.subjectType)) personIds.add(row.subjectId);
    if (row.subjectType === 'order') orderIds.add(row.subjectId);
    for (const id of [...peopleIn(row.before), ...peopleIn(row.after)]) personIds.add(id);
  }
  const [people, orders] = await Promise.all([
    repo.people([...personIds]),
    repo.orderTitles([...orderIds]),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const title = new Map(orders.map((o) => [o.id, o.title]));
  return rows.map((row) => {
    const subject = personSubjects.has(row.subjectType) ? person.get(row.subjectId) : undefined;
    const ids = [...peopleIn(row.before), ...peopleIn(row.after)];
    return {
      ...row,
      subjectName: subject?.name ?? title.get(row.subjectId) ?? null,
      subjectAccountType: subject?.account_type ?? null,
      names: Object.fromEntries(
        ids.flatMap((id) => {
          const name = person.get(id)?.name;
          return name ? [[id, name]] : [];
        }),
      ),
    };
  });
}
