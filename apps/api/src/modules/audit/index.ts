// The audit module: the audit trail of who changed what (decision 027).
export type { AuditEntry } from './record-audit';
export { recordAudit, recordAudits } from './record-audit';
