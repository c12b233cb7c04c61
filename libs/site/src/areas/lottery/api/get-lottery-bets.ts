import { infiniteQueryOptions } from '@tanstack/react-query';
import type { LotteryBet } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';

/** Bets a page of the member's lottery bets holds. */
export const BETS_PAGE = 20;
/** How often the list asks again while a bet waits for its draw. */
const WAITING_REFRESH_MS = 5_000;

/**
 * The member's lottery bets, newest first, a page at a time (`before` the last id). While a
 * bet is open the list refreshes, so a result shows up soon after its draw is settled.
 */
export const lotteryBetsQuery = (client: PlatformClient) =>
  infiniteQueryOptions({
    queryKey: ['lottery', 'bets'],
    queryFn: ({ pageParam }) =>
      client.lottery.bets(
        pageParam ? { before: pageParam, limit: BETS_PAGE } : { limit: BETS_PAGE },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: LotteryBet[]) =>
      last.length === BETS_PAGE ? last[last.length - 1]?.id : undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.some((bet) => bet.status === 'open'))
        ? WAITING_REFRESH_MS
        : false,
  });
