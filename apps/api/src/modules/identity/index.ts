// The identity module: a customer's passport or national ID for customs, its scans and staff's
// verdict (`user_identities`, `identity_documents`; decision 047). The profile's calls, the
// staff's checks, the ship request's customs rule and the demo seed use them through this door.
export { assertIdentityForDestination } from './assert-identity-for-destination';
export { deleteIdentityDocument } from './delete-identity-document';
export { eraseIdentityRows, removeErasedIdentityScans } from './erase-identity';
export { presentIdentification, presentIdentityDocument } from './identity.presenter';
export type { IdentityDocumentRow, IdentityRow } from './identity.repository';
export {
  findIdentity,
  findOwnedIdentityDocument,
  listIdentitiesByStatus,
  listIdentityDocuments,
} from './identity.repository';
export { identityDocumentUrl } from './identity-document-url';
export { identityDocumentsFolder } from './identity-documents-folder';
export type { ReviewIdentityDeps } from './review-identity';
export { reviewIdentity } from './review-identity';
export { seedDemoIdentity } from './seed-demo-identity';
export type { IdentityCaller } from './set-user-identification';
export { setUserIdentification } from './set-user-identification';
export { uploadIdentityDocument } from './upload-identity-document';
