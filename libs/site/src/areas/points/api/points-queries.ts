import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ConvertPointsRequest, RedeemRequest, RedeemStatus } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, whileSignedIn } from '@tessera/site-shared/session';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';

/** The member's points queries: a change of session drops them with the rest. */
const POINTS_KEY = [...MEMBER_KEY, 'points'] as const;

/** The member's points, all earned and those held by redeems in process. */
export const pointsBalanceQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'balance'],
    queryFn: () => client.points.balance(),
    enabled: whileSignedIn(client),
  });

/** The mall's items in the reader's language (no session needed). */
export const mallItemsQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: ['points', 'rewards', language],
    queryFn: () => client.points.rewards(language),
  });

/** Earning rates and the exchange rate (no session needed). */
export const pointsConfigQuery = (client: PlatformClient) =>
  queryOptions({ queryKey: ['points', 'config'], queryFn: () => client.points.config() });

/** The redeem history, newest first, optionally of one status. */
export const redeemListQuery = (client: PlatformClient, language: string, status?: RedeemStatus) =>
  infiniteQueryOptions({
    queryKey: [...POINTS_KEY, 'redeems', language, status ?? 'ALL'],
    queryFn: ({ pageParam }) =>
      client.points.redeemList({
        language,
        ...(status ? { status } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });

/** Points details, newest first. */
export const pointsEntriesQuery = (client: PlatformClient) =>
  infiniteQueryOptions({
    queryKey: [...POINTS_KEY, 'entries'],
    queryFn: ({ pageParam }) => client.points.transactions(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: whileSignedIn(client),
  });

/** A redeem: the points, the history, the details and the items' stock are asked for again. */
export function useRedeem() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: RedeemRequest) => client.points.redeem(req),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POINTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['points', 'rewards'] }),
      ]),
  });
}

/** A conversion: points and money both moved. */
export function useConvertPoints() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const balanceChanged = useBalanceChanged();
  return useMutation({
    mutationFn: (req: ConvertPointsRequest) => client.points.convert(req),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: POINTS_KEY }), balanceChanged()]),
  });
}
