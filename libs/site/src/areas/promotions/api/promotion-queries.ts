import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionFilter, RewardListFilter } from '@tessera/contract';
import type { PlatformClient } from '@tessera/sdk';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MEMBER_KEY, useLoggedIn, whileSignedIn } from '@tessera/site-shared/session';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';

// A visitor's list is everyone's; a member's carries their statuses, so it lives under the
// member's keys and is dropped with them at a sign-in or sign-out.
const VISITOR_KEY = ['promotions'] as const;
const MEMBER_PROMOTIONS_KEY = [...MEMBER_KEY, 'promotions'] as const;
const REWARDS_KEY = [...MEMBER_KEY, 'rewards'] as const;

import { rewardCountQuery } from '@tessera/site-shared/badges';

export { rewardCountQuery };
const LOGIN_INFO_KEY = [...MEMBER_KEY, 'loginInfo'] as const;

/** The promotions of one filter, with the member's statuses when signed in. */
export const promotionsQuery = (
  client: PlatformClient,
  loggedIn: boolean,
  category: PromotionFilter,
  language: string,
) =>
  queryOptions({
    queryKey: [...(loggedIn ? MEMBER_PROMOTIONS_KEY : VISITOR_KEY), category, language],
    queryFn: () =>
      loggedIn
        ? client.promotions.memberList(category, language)
        : client.promotions.list(category, language),
  });

/** The list of the reader's filter and language. */
export function usePromotions(category: PromotionFilter) {
  const client = usePlatformClient();
  const loggedIn = useLoggedIn();
  const { i18n } = useTranslation();
  return useQuery(promotionsQuery(client, loggedIn, category, i18n.language));
}

/** The member's rewards of one list, newest first. */
export const rewardsQuery = (client: PlatformClient, status: RewardListFilter, language: string) =>
  queryOptions({
    queryKey: [...REWARDS_KEY, status, language],
    queryFn: () => client.promotions.rewards(status, language),
    enabled: whileSignedIn(client),
  });

/** The badge count for the signed-in member (0 for a visitor or while loading). */
export function useRewardCount(): number {
  const client = usePlatformClient();
  const loggedIn = useLoggedIn();
  const count = useQuery({ ...rewardCountQuery(client), enabled: loggedIn });
  return loggedIn ? (count.data ?? 0) : 0;
}

/** What a press on a promotion does: join, apply or claim. */
export type PromotionAction = 'join' | 'apply' | 'claim';

/** Marks everything a promotion or a reward changes out of date. */
function useRewardsChanged() {
  const queryClient = useQueryClient();
  const balanceChanged = useBalanceChanged();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBER_PROMOTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      queryClient.invalidateQueries({ queryKey: LOGIN_INFO_KEY }),
      balanceChanged(),
    ]);
}

/** Joins, applies for or claims a promotion; the lists, rewards and balance follow. */
export function usePromotionAction() {
  const client = usePlatformClient();
  const { i18n } = useTranslation();
  const changed = useRewardsChanged();
  return useMutation({
    mutationFn: ({ action, promotion }: { action: PromotionAction; promotion: Promotion }) =>
      client.promotions[action](promotion.id, i18n.language),
    onSuccess: () => changed(),
  });
}

/** Claims a reward of the reward centre. */
export function useClaimReward() {
  const client = usePlatformClient();
  const { i18n } = useTranslation();
  const changed = useRewardsChanged();
  return useMutation({
    mutationFn: (id: number) => client.promotions.claimReward(id, i18n.language),
    onSuccess: () => changed(),
  });
}
