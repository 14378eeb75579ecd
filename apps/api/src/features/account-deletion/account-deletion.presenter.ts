import type { AccountDeletionRequest } from '@skyparcel/domain/customer-profile';
import type { AccountDeletionRow } from './account-deletion.repository';

export function presentDeletionRequest(row: AccountDeletionRow): AccountDeletionRequest {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
