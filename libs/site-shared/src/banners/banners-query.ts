import { queryOptions } from '@tanstack/react-query';
import { lobbyContentQuery, type BannerGroup } from '@tessera/contract';
import { POPUP_PAGE_SIZE } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';

type LobbyContent = Awaited<ReturnType<PlatformClient['announcements']['list']>>;

/**
 * Every banner of the merchant and the player notices, in the reader's language: one request
 * (the one the brand's index.html makes early), each place picking its part with `select`.
 */
export const lobbyContent = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: ['lobby-content', language],
    queryFn: () => client.announcements.list(lobbyContentQuery(language)),
  });

/** The banners of one group (w_home, w_leftmenu, w_forget, w_reg), in the operator's order. */
export const bannersOf = (client: PlatformClient, language: string, group: BannerGroup) => ({
  ...lobbyContent(client, language),
  select: (content: LobbyContent) => content.banners.filter((banner) => banner.groupName === group),
});

/** The notice line's notices: as many as the notices list shows on one page. */
export const playerNotices = (client: PlatformClient, language: string) => ({
  ...lobbyContent(client, language),
  select: (content: LobbyContent) => content.player.slice(0, POPUP_PAGE_SIZE),
});
