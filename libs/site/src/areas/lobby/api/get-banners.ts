import { queryOptions } from '@tanstack/react-query';
import { ANNOUNCEMENT_MAX_PAGE_SIZE } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';

/** The lobby's `w_home` banners, in the reader's language. */
export const homeBannersQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: ['lobby', 'banners', language],
    queryFn: async () => {
      // Every banner group comes in one list: ask for the most so w_home is not paged out.
      const list = await client.announcements.list({
        types: ['B'],
        execution: [],
        language,
        pageSize: ANNOUNCEMENT_MAX_PAGE_SIZE,
      });
      return list.banners.filter((banner) => banner.groupName === 'w_home');
    },
  });
