import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LotteryGame } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { vendorLanesQuery } from '@tessera/site-games';
import { lotteriesOf, lotteryArea, pagePrizeMode, type LotteryPath } from '../utils/lottery-pages';

/** The lotteries of one lottery page, in the prize mode its vendor lane decides (spec §4). */
export const lotteryMenuQuery = (
  client: PlatformClient,
  queryClient: QueryClient,
  scope: { path: LotteryPath; merchant: string; language: string },
) =>
  queryOptions({
    queryKey: ['lottery', 'menu', scope.path, scope.language],
    queryFn: async () => {
      const lanes = () =>
        queryClient.ensureQueryData(vendorLanesQuery(client, scope.merchant, scope.language));
      return lotteriesOf(
        scope.path,
        await client.lottery.menu(await pagePrizeMode(scope.path, lanes)),
      );
    },
  });

/** A lottery's latest opened numbers and its recent draws; a new draw makes them stale. */
export const lotteryDrawsQuery = (client: PlatformClient, game: LotteryGame) =>
  queryOptions({
    queryKey: ['lottery', 'draws', game.gameCode, lotteryArea(game)],
    queryFn: () =>
      Promise.all([
        // No numbers yet is a normal state for a new lottery, not a failure of the page.
        client.lottery.opened(game.gameCode, lotteryArea(game)).catch(() => null),
        client.lottery.recent(game.gameCode),
      ]),
    staleTime: 0,
  });
