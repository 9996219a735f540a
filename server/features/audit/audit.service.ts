import type { AuditFilters, AuditQuery } from '../../../common/api/audit.js';
import type { Principal } from '../../auth/tokens.js';
import type { AuditRepository } from './audit.repository.js';
import { exportAudit } from './export-audit.js';
import { listAudit } from './list-audit.js';

/** The Admin's audit log, read a page at a time or exported whole, one line each. */
export function auditService(repo: AuditRepository) {
  return {
    list: (who: Principal, query: AuditQuery) => listAudit(repo, who, query),
    export: (who: Principal, filters: AuditFilters) => exportAudit(repo, who, filters),
  };
}

/** The audit service's shape, for routes and tests. */
export type AuditService = ReturnType<typeof auditService>;
