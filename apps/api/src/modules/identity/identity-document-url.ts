import type { IdentityDocumentRow } from './identity.repository';

/**
 * The one place that says where an ID document is fetched (decision 047): the owner's route
 * checks the owner in its query, the staff route the role. Both need the session's token; no
 * URL opens a document without it.
 */
export function identityDocumentUrl(
  audience: 'owner' | 'staff',
  document: Pick<IdentityDocumentRow, 'id' | 'userId'>,
): string {
  return audience === 'owner'
    ? `/api/UserProfile/files/${document.id}`
    : `/api/staff/identities/${document.userId}/files/${document.id}`;
}
