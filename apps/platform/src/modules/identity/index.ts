// The identity module (issue 29, the player desk): a member's identity documents (png, jpg or
// pdf of at most 5 MB, checked from the bytes, kept in DOCUMENT_DIR which no route serves), the
// compliance desk's review (approve, or reject with a reason the member reads) and each
// merchant's threshold above which a withdrawal waits for approved documents
// (`refuseWithoutDocuments`, called by the cashier module). Depends on accounts and merchants.
// Other modules, app.ts and seed.ts import only what this file exports.

export type {
  IdentityDocumentTable,
  IdentityReviewTable,
  IdentitySettingTable,
} from './identity-tables';
export { identityModule, type IdentityDeps } from './identity-routes';
export { identityOpsRoutes } from './ops/identity-ops-routes';
export { documentsApprovedFor } from './document-store';
export { documentsThreshold, refuseWithoutDocuments } from './identity-settings';
