export type { AnnouncementQuery } from './announcement-query';
export {
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
} from './platform-client';
export type { MemberGamesQuery } from './game-calls';
export { PlatformError } from './platform-error';
export { randomNonce, seal, sealText, type SealOptions } from './payload/seal';
export { clientOs } from './session-calls';
export {
  memoryTokenStore,
  sessionTokenStore,
  TOKEN_STORAGE_KEY,
  tokenFromSearch,
  type SessionTokenStoreOptions,
  type TokenStore,
} from './token-store';
