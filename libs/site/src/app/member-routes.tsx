import { createRoute, redirect } from '@tanstack/react-router';
import {
  depositSearch,
  LazyDepositPage,
  LazyWithdrawalDetailPage,
  LazyWithdrawPage,
  withdrawSearch,
} from '@tessera/site-cashier';
import { LazyMemberLayout, LazyMemberMenuPage, memberPathOf, memberSearch } from '../areas/member';
import {
  LazyAccountRecordPage,
  LazyBetRecordPage,
  LazyBonusRecordPage,
  LazyDepositHistoryPage,
  LazyDepositLimitsPage,
  LazyProfitPage,
  LazyWithdrawalHistoryPage,
} from '../areas/records';
import { LazyTransferFundPage, LazyTransferUplinePage } from '../areas/wallet';
import { LazySecurityCenterPage } from '@tessera/site-account';
import { LazyLuckyDrawPage } from '../areas/draws';
import { LazyMissionLeaderboardPage } from '../areas/missions';
import { LazyRewardCentrePage } from '../areas/promotions';
import { LazyVipPage } from '../areas/vip';
import { LazyMessagesPage } from '../areas/messages';
import { LazyReferralPage } from '../areas/referral';
import { LazyResponsibleGamingPage } from '../areas/protection';
import { rootRoute } from './root-route';

/**
 * The member centre (login only, root route): its frame, the menu page at /member, and one route
 * per spec page under /member/. Old links say `/member?page=<spec name>` and land on its page.
 */
const memberCentre = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member',
  validateSearch: memberSearch,
  beforeLoad: ({ search }) => {
    const path = memberPathOf(search.page);
    if (path) throw redirect({ to: path, replace: true });
  },
  component: () => <LazyMemberLayout />,
});

const memberPages = [
  createRoute({
    getParentRoute: () => memberCentre,
    path: '/',
    component: () => <LazyMemberMenuPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'deposit-v2',
    validateSearch: depositSearch,
    component: () => <LazyDepositPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'withdraw',
    validateSearch: withdrawSearch,
    component: () => <LazyWithdrawPage />,
  }),
  // Not menu entries: Deposit and Withdraw link to their histories.
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'deposit-history',
    component: () => <LazyDepositHistoryPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'withdrawal-history',
    component: () => <LazyWithdrawalHistoryPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'deposit-limits',
    component: () => <LazyDepositLimitsPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'withdraw/$id',
    component: () => <LazyWithdrawalDetailPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'transfer-fund',
    component: () => <LazyTransferFundPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'transfer-upline',
    component: () => <LazyTransferUplinePage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'personal-history-copy',
    component: () => <LazyBetRecordPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'transaction-history',
    component: () => <LazyAccountRecordPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'personal-profit',
    component: () => <LazyProfitPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'bonus-details',
    component: () => <LazyBonusRecordPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'security-center',
    component: () => <LazySecurityCenterPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'reward-center',
    component: () => <LazyRewardCentrePage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'vip',
    component: () => <LazyVipPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'responsible-gaming',
    component: () => <LazyResponsibleGamingPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'referral',
    component: () => <LazyReferralPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'mission-leaderboard',
    component: () => <LazyMissionLeaderboardPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'lucky-draw',
    component: () => <LazyLuckyDrawPage />,
  }),
  createRoute({
    getParentRoute: () => memberCentre,
    path: 'message-v2',
    component: () => <LazyMessagesPage />,
  }),
];

/** The member centre with its pages, as the route tree takes it. */
export const memberCentreRoutes = memberCentre.addChildren(memberPages);
