export type { AnnouncementQuery } from '@tessera/contract';
export {
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
} from './platform-client';
/** Paged member lists (favourites, recent games): the contract's query type. */
export type { MemberGamesQuery } from '@tessera/contract';
export { PlatformError } from './platform-error';
export type { DocumentUploadInput } from './identity-call-names';
export { randomNonce, seal, sealText, type SealOptions } from './payload/seal';
export { clientOs } from './session-calls';
export { browserDeviceId, DEVICE_ID_STORAGE_KEY, type DeviceIdOptions } from './device-id';
export {
  memoryTokenStore,
  sessionTokenStore,
  TOKEN_STORAGE_KEY,
  tokenFromSearch,
  type SessionTokenStoreOptions,
  type TokenStore,
} from './token-store';
export { withdrawalConfirmationCalls } from './withdrawal-confirmation-calls';
export { earlyResponsesOf, type EarlyResponses } from './early-responses';
export { createOpsClient, type CallOps, type OpsClient, type OpsClientOptions } from './ops';
