import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';
import { teamsContactQueries } from './teams-contacts.repository.js';
import { teamsGroupQueries } from './teams-groups.repository.js';
import { teamsMemberQueries } from './teams-members.repository.js';
import { teamsPeopleQueries } from './teams-people.repository.js';
import { teamsProfileQueries } from './teams-profiles.repository.js';
import { teamsVacationQueries } from './teams-vacations.repository.js';

export type {
  ClientRoleRow,
  GroupRow,
  MemberRoleRow,
  PersonRow,
  ProfilePatch,
  StaffRow,
} from './teams-rows.js';
export type { VacationRow } from './teams-vacations.repository.js';
export type { LockedTeam } from './teams-members.repository.js';
export type { SearchField, SearchFilter, SearchSpec } from './teams-people.repository.js';

/**
 * The only place with SQL for relationships, team groups and staff profiles, gathered from the
 * files that read and write each.
 */
export function teamsRepository(db: Kysely<Database>) {
  return {
    ...teamsPeopleQueries(db),
    ...teamsProfileQueries(db),
    ...teamsMemberQueries(db),
    ...teamsContactQueries(db),
    ...teamsGroupQueries(db),
    ...teamsVacationQueries(db),
    /** An audit row for an action that is one statement of its own (no transaction to join). */
    audit: (record: AuditRecord) => recordAudit(db, record),
  };
}

/** The teams repository's shape, for the service and tests. */
export type TeamsRepository = ReturnType<typeof teamsRepository>;
