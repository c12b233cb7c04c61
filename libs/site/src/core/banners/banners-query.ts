import { queryOptions } from '@tanstack/react-query';
import { allBannersQuery, type BannerGroup } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';

/**
 * Every banner of the merchant in the reader's language: one request for all groups (w_home,
 * w_leftmenu, w_forget, w_reg), each place picking its own with `select`.
 */
export const bannersQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: ['banners', language],
    queryFn: async () => (await client.announcements.list(allBannersQuery(language))).banners,
  });

/** The banners of one group, in the operator's order. */
export const bannersOf = (client: PlatformClient, language: string, group: BannerGroup) => ({
  ...bannersQuery(client, language),
  select: (banners: Awaited<ReturnType<PlatformClient['announcements']['list']>>['banners']) =>
    banners.filter((banner) => banner.groupName === group),
});
