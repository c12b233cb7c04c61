import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';

/** The member's VIP level, progress and the level table. */
export const vipQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...MEMBER_KEY, 'vip'],
    queryFn: () => client.points.vip(),
    enabled: whileSignedIn(client),
  });
