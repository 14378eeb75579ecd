// The audit module: the audit trail of who changed what (decision 027).
export { findAuditEntry } from './find-audit-entry';
export type { AuditEntry } from './record-audit';
export { recordAudit, recordAudits } from './record-audit';
