export type { AnnouncementQuery } from './announcement-query';
export {
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
} from './platform-client';
export { PlatformError } from './platform-error';
