import {
  AGENT_PATHS,
  BLOG_PATHS,
  CASHIER_PATHS,
  CONTRACT_PATHS,
  LOTTERY_BET_PATHS,
  FEEDBACK_PATHS,
  MESSAGE_PATHS,
  PATHS,
  PROMOTION_PATHS,
  ROUTE_TABLE,
  POINTS_PATHS,
  RECORD_PATHS,
  SALARY_PROCESS_PATHS,
  VIP_PATHS,
  WALLET_PATHS,
  type RouteEntry,
} from '@tessera/contract';
import type { PlatformClient } from '../platform-client';

type Area = Exclude<keyof PlatformClient, 'tokenStore'>;

/** A platform call by the client function that makes it, e.g. `'games.list'`. */
export type CallName = { [A in Area]: `${A}.${keyof PlatformClient[A] & string}` }[Area];

type ClientCall<N extends CallName> = N extends `${infer A extends Area}.${infer F}`
  ? F extends keyof PlatformClient[A]
    ? PlatformClient[A][F]
    : never
  : never;

type Resolved<N extends CallName> =
  ClientCall<N> extends (...args: never[]) => Promise<infer T> ? T : never;

/** The envelope `value` a call answers with: its client result, or null for calls returning nothing. */
export type ReplyOf<N extends CallName> = [Resolved<N>] extends [void] ? null : Resolved<N>;

type Route = readonly [RouteEntry['method'], string];

type TableArea = keyof typeof ROUTE_TABLE;
type TableCall = { [A in TableArea]: `${A}.${keyof (typeof ROUTE_TABLE)[A] & string}` }[TableArea];

/** The calls of the contract's route table, each where its entry says. */
const FROM_TABLE = Object.fromEntries<readonly Route[]>(
  Object.entries<Record<string, RouteEntry>>(ROUTE_TABLE).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, { method, path }]) => [
      `${area}.${name}`,
      [[method, path] as const],
    ]),
  ),
) as Record<TableCall & CallName, readonly Route[]>;

/**
 * Where each call not yet in the route table goes on the wire (spec §7), listed by hand until its
 * area joins the table; `satisfies` fails when the client grows a call neither place routes.
 */
const BY_HAND = {
  'blog.list': [['GET', BLOG_PATHS.articles]],
  'blog.article': [['GET', BLOG_PATHS.article]],
  'games.menus': [['GET', PATHS.gameMenus]],
  'games.list': [['GET', PATHS.gameList]],
  'games.vendorLanes': [['GET', PATHS.vendorLanes]],
  'games.hot': [['GET', PATHS.hotGames]],
  'games.favouriteIds': [['GET', PATHS.favouriteIds]],
  'games.favourites': [['GET', PATHS.favouriteList]],
  'games.addFavourite': [['POST', PATHS.favouriteAdd]],
  'games.removeFavourite': [['DELETE', PATHS.favouriteRemove]],
  'games.recent': [['GET', PATHS.recentGames]],
  'games.pokerRooms': [['GET', PATHS.pokerRooms]],
  'games.liveModels': [['GET', PATHS.liveModels]],
  'games.liveChat': [['GET', PATHS.liveChat]],
  'games.winners': [['GET', PATHS.winners]],
  'games.launch': [['POST', PATHS.launchGame]],
  'games.launchVendor': [['POST', PATHS.launchVendor]],
  'lottery.menu': [['GET', PATHS.lotteryMenu]],
  'lottery.recent': [['GET', PATHS.lotteryRecent]],
  'lottery.opened': [
    ['GET', PATHS.lotteryOpenedVn],
    ['GET', PATHS.lotteryOpened],
  ],
  'lottery.bets': [['GET', LOTTERY_BET_PATHS.bets]],
  'member.register': [
    ['PUT', PATHS.register],
    ['PUT', PATHS.registerMobile],
  ],
  'agent.affiliate': [['GET', PATHS.affiliate]],
  'wallet.balance': [['GET', PATHS.balance]],
  'cashier.depositMethods': [['GET', CASHIER_PATHS.depositMethods]],
  'cashier.createDeposit': [['POST', CASHIER_PATHS.deposits]],
  'cashier.deposit': [['GET', CASHIER_PATHS.deposit]],
  'cashier.setWithdrawalPassword': [['POST', CASHIER_PATHS.withdrawalPassword]],
  'cashier.changeWithdrawalPassword': [['PUT', CASHIER_PATHS.withdrawalPassword]],
  'cashier.payeeName': [['GET', CASHIER_PATHS.payeeName]],
  'cashier.payeeAccounts': [['GET', CASHIER_PATHS.payeeAccounts]],
  'cashier.addPayeeAccount': [['POST', CASHIER_PATHS.payeeAccounts]],
  'cashier.removePayeeAccount': [['DELETE', CASHIER_PATHS.payeeAccount]],
  'cashier.withdrawalOverview': [['GET', CASHIER_PATHS.withdrawalOverview]],
  'cashier.requestWithdrawal': [['POST', CASHIER_PATHS.withdrawals]],
  'wallet.merchantWallet': [['GET', WALLET_PATHS.merchantWallet]],
  'wallet.consolidated': [['GET', WALLET_PATHS.consolidated]],
  'wallet.transfer': [['POST', WALLET_PATHS.walletTransfer]],
  'wallet.recall': [['POST', WALLET_PATHS.recall]],
  'wallet.transferUpline': [['POST', WALLET_PATHS.transferUpline]],
  'records.account': [['GET', RECORD_PATHS.account]],
  'records.bets': [['GET', RECORD_PATHS.bets]],
  'records.profit': [['GET', RECORD_PATHS.profit]],
  'records.bonus': [['GET', RECORD_PATHS.bonus]],
  'records.deposits': [['GET', CASHIER_PATHS.deposits]],
  'records.withdrawals': [['GET', CASHIER_PATHS.withdrawals]],
  'records.depositLimits': [['GET', CASHIER_PATHS.depositLimits]],
  'records.setDepositLimits': [['PUT', CASHIER_PATHS.depositLimits]],
  'team.overview': [['GET', AGENT_PATHS.teamOverview]],
  'team.register': [['POST', AGENT_PATHS.registerDownline]],
  'team.members': [['GET', AGENT_PATHS.teamMembers]],
  'team.lock': [['POST', AGENT_PATHS.lockMember]],
  'team.resetPassword': [['POST', AGENT_PATHS.resetMemberPassword]],
  'team.transfer': [['POST', AGENT_PATHS.transferToMember]],
  'team.bets': [['GET', AGENT_PATHS.teamBets]],
  'team.loss': [['GET', AGENT_PATHS.userLoss]],
  'team.ledger': [['GET', AGENT_PATHS.teamLedger]],
  'team.income': [['GET', AGENT_PATHS.income]],
  'team.announcements': [['GET', AGENT_PATHS.announcements]],
  'contracts.list': [['GET', CONTRACT_PATHS.list]],
  'contracts.offer': [['POST', CONTRACT_PATHS.offer]],
  'contracts.history': [['GET', CONTRACT_PATHS.history]],
  'contracts.process': Object.values(SALARY_PROCESS_PATHS).map((path) => ['POST', path] as const),
  'contracts.settlements': [['GET', CONTRACT_PATHS.settlements]],
  'promotions.list': [['GET', PROMOTION_PATHS.list]],
  'promotions.memberList': [['GET', PROMOTION_PATHS.memberList]],
  'promotions.join': [['POST', PROMOTION_PATHS.join]],
  'promotions.apply': [['POST', PROMOTION_PATHS.apply]],
  'promotions.claim': [['POST', PROMOTION_PATHS.claim]],
  'promotions.rewards': [['GET', PROMOTION_PATHS.rewards]],
  'promotions.rewardCount': [['GET', PROMOTION_PATHS.rewardCount]],
  'promotions.claimReward': [['POST', PROMOTION_PATHS.rewardClaim]],
  'points.balance': [['GET', POINTS_PATHS.balance]],
  'points.rewards': [['GET', POINTS_PATHS.rewards]],
  'points.config': [['GET', POINTS_PATHS.config]],
  'points.transactions': [['GET', POINTS_PATHS.transactions]],
  'points.redeemList': [['GET', POINTS_PATHS.redeemList]],
  'points.redeem': [['POST', POINTS_PATHS.redeem]],
  'points.convert': [['POST', POINTS_PATHS.convert]],
  'points.vip': [['GET', VIP_PATHS.info]],
  'messages.list': [['GET', MESSAGE_PATHS.messages]],
  'messages.unreadCount': [['GET', MESSAGE_PATHS.unreadCount]],
  'messages.markRead': [['PUT', MESSAGE_PATHS.messageRead]],
  'messages.markAllRead': [['PUT', MESSAGE_PATHS.allRead]],
  'feedback.send': [['PUT', FEEDBACK_PATHS.feedback]],
  'feedback.comments': [['GET', FEEDBACK_PATHS.comments]],
  'feedback.addComment': [['POST', FEEDBACK_PATHS.comments]],
  'withdrawals.get': [['GET', CASHIER_PATHS.withdrawal]],
  'withdrawals.confirm': [['POST', CASHIER_PATHS.withdrawalConfirmation]],
} as const satisfies Record<Exclude<CallName, TableCall>, readonly Route[]>;

const ROUTES: Record<CallName, readonly Route[]> = { ...BY_HAND, ...FROM_TABLE };

// Fail typecheck when the table names a call the client does not make.
export const ONLY_CLIENT_CALLS_IN_TABLE: [Exclude<TableCall, CallName>] extends [never]
  ? true
  : never = true;

const BY_ROUTE = new Map<string, CallName>(
  Object.entries(ROUTES).flatMap(([name, routes]) =>
    routes.map(([method, path]) => [`${method} ${path}`, name as CallName] as const),
  ),
);

// Paths with a `:param` segment (one deposit, one payee account), matched segment by segment.
const WITH_PARAMS = [...BY_ROUTE].filter(([route]) => route.includes('/:'));

function matches(route: string, request: string): boolean {
  const [want, got] = [route.split('/'), request.split('/')];
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/** The call a request is, or undefined for a route no client call uses. */
export function callAt(method: string, path: string): CallName | undefined {
  const request = `${method.toUpperCase()} ${path}`;
  return BY_ROUTE.get(request) ?? WITH_PARAMS.find(([route]) => matches(route, request))?.[1];
}

/** Every call the client makes, for tests that walk them all. */
export const CALL_NAMES = Object.keys(ROUTES) as CallName[];
