// What other features use of the audit log: one call, inside the action's own transaction.
export { recordAudit, type AuditRecord } from './record-audit.js';
