import type { PlatformClient } from '@tessera/sdk';
import { bannersOf } from '@tessera/site-shared/banners/banners-query';

/** The lobby's `w_home` banners, in the reader's language (one request serves every group). */
export const homeBannersQuery = (client: PlatformClient, language: string) =>
  bannersOf(client, language, 'w_home');
