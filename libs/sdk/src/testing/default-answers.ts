import type { AllAnswers } from './answers';
import {
  incomeReport,
  teamBetsPage,
  teamLedgerPage,
  teamMember,
  teamMembersPage,
  teamOverviewOf,
  userLossPage,
} from './agent-team-fixtures';
import type { ContractProcessRequest, WithdrawalOutcome } from '@tessera/contract';
import { afterAction, contract } from './contract-fixtures';
import {
  confirmedWithdrawal,
  deposit,
  depositMethods,
  paidWithdrawal,
  payeeAccount,
  withdrawal,
  withdrawalOverview,
} from './cashier-fixtures';
import {
  hotGames,
  lotteryDraw,
  lotteryGames,
  menus,
  pageOf,
  vendorLanes,
  winners,
} from './game-fixtures';
import {
  balance,
  captcha,
  loginInfo,
  loginResult,
  member,
  registerSettings,
} from './member-fixtures';
import {
  activeSessions,
  loginHistoryPage,
  recoveryCodes,
  securityProfile,
  totpSetup,
} from './security-fixtures';
import {
  announcements,
  domainRoute,
  helpTopics,
  permission,
  systemStatus,
  whitelabel,
} from './system-fixtures';

/** No deposit limits set. */
const noLimit = { amount: null, pending: null, used: 0 };
const depositLimits = { daily: noLimit, weekly: noLimit, monthly: noLimit };

/**
 * What the fake platform answers when a test says nothing: an open merchant, a signed-in plain
 * member and a small catalogue. Calls that sign in answer `loginResult`; the real client keeps
 * its token, and logout drops it, as in production.
 */

export const DEFAULT_ANSWERS: AllAnswers = {
  'system.whitelabel': whitelabel,
  'system.status': systemStatus,
  'system.permission': permission,
  'system.helpCenter': helpTopics,
  'system.domainRoute': domainRoute,
  'system.registerSettings': registerSettings,
  'announcements.list': announcements,
  'games.menus': menus,
  // The hot games stand in for the catalogue, narrowed to the asked vendor.
  'games.list': ({ query }) =>
    pageOf(hotGames.filter((game) => !query['vassalage'] || game.vassalage === query['vassalage'])),
  'games.vendorLanes': vendorLanes,
  'games.hot': { list: hotGames },
  'games.favouriteIds': { nodeIds: [] },
  'games.favourites': pageOf([]),
  'games.addFavourite': null,
  'games.removeFavourite': null,
  'games.recent': pageOf([]),
  'games.pokerRooms': { rooms: [] },
  'games.liveModels': [],
  'games.liveChat': { chatUrl: 'about:blank' },
  'games.winners': winners,
  'games.launch': { url: 'about:blank' },
  'games.launchVendor': { url: 'about:blank' },
  'lottery.menu': lotteryGames,
  'lottery.recent': [lotteryDraw],
  'lottery.opened': lotteryDraw,
  'session.login': loginResult,
  'session.freePlay': loginResult,
  'session.logout': null,
  'session.captcha': captcha,
  'session.unlockCode': { expiredMinutes: 10 },
  'verification.smsForLogin': { expiredMinutes: 1 },
  'verification.smsForRegister': { expiredMinutes: 1 },
  'member.register': loginResult,
  'member.info': member,
  'member.icon': { iconUrl: null },
  'member.loginInfo': loginInfo,
  'member.firstLogin': null,
  'member.setLanguage': null,
  'member.changePassword': null,
  'member.forgotByEmail': null,
  'member.resetByMobile': loginResult,
  'member.resetByEmail': loginResult,
  'agent.affiliate': { valid: true },
  'wallet.balance': balance,
  'cashier.depositMethods': { list: depositMethods },
  // A new deposit is the default pending one, for the asked method and amount.
  'cashier.createDeposit': ({ body }) => deposit(body as { methodId: number; amount: number }),
  'cashier.deposit': deposit(),
  'cashier.setWithdrawalPassword': null,
  'cashier.changeWithdrawalPassword': null,
  'cashier.payeeAccounts': { list: [] },
  'cashier.addPayeeAccount': payeeAccount(),
  'cashier.removePayeeAccount': null,
  'cashier.withdrawalOverview': withdrawalOverview(),
  'cashier.requestWithdrawal': ({ body }) => withdrawal(body as { amount: number }),
  // A single-wallet merchant: the main wallet holds everything.
  'wallet.merchantWallet': {
    isSingle: true,
    wallets: [{ code: 'MAIN', name: 'Main', balance: balance.balance }],
  },
  'wallet.consolidated': {
    currency: balance.currency,
    total: balance.balance,
    mainAvailable: balance.balance,
    held: 0,
    wallets: [{ code: 'MAIN', name: 'Main', balance: balance.balance }],
    dailysalreqtype: false,
    divtypereq: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
  },
  'wallet.transfer': { requestId: 'req-00000001', moves: [] },
  'wallet.transferUpline': {
    requestId: 'req-00000002',
    upline: 'agent1',
    amount: 1,
    balance: balance.balance - 1,
  },
  'records.account': { list: [], nextCursor: null, totals: { in: 0, out: 0 } },
  'records.bets': { list: [], nextCursor: null, totals: { stake: 0, payout: 0, net: 0 } },
  'records.profit': { days: [], totals: { stake: 0, payout: 0, net: 0 } },
  'records.bonus': { list: [], nextCursor: null, totals: { in: 0, out: 0 } },
  'records.deposits': { list: [], nextCursor: null },
  'records.withdrawals': { list: [], nextCursor: null },
  'records.depositLimits': depositLimits,
  'records.setDepositLimits': depositLimits,
  // No contracts until a test gives some; an offer or an action answers the changed contract.
  'contracts.list': {
    enabledKinds: ['DIVIDEND', 'DAILY_SALARY', 'HOUR_SALARY', 'REALTIME_SALARY'],
    held: [],
    given: [],
  },
  'contracts.offer': contract(),
  'contracts.history': { contract: contract(), events: [] },
  'contracts.process': ({ body }) => {
    const request = body as ContractProcessRequest;
    return contract({ id: request.contractId, status: afterAction(request.action) });
  },
  'contracts.settlements': {
    list: [],
    nextCursor: null,
    totals: { validBet: 0, amount: 0, count: 0 },
  },
  // The agent centre: a two-member team with figures; actions answer as the platform would.
  'team.overview': ({ query }) =>
    teamOverviewOf(query.from ?? '2026-11-24', query.to ?? '2026-11-24'),
  'team.register': ({ body }) => ({
    id: 601,
    account: String((body as { account: string }).account).toLowerCase(),
    defaultPassword: !(body as { password?: string }).password,
  }),
  'team.members': teamMembersPage,
  'team.lock': ({ body }) => ({
    ...teamMember,
    status: (body as { locked: boolean }).locked ? 'locked' : 'active',
  }),
  'team.resetPassword': { account: teamMember.account },
  'team.transfer': ({ body }) => ({
    requestId: (body as { requestId: string }).requestId,
    account: teamMember.account,
    amount: (body as { amount: number }).amount,
    balance: balance.balance - (body as { amount: number }).amount,
  }),
  'team.bets': teamBetsPage,
  'team.loss': userLossPage,
  'team.ledger': teamLedgerPage,
  'team.income': incomeReport,
  'team.announcements': {
    list: [
      { id: 1, title: 'New rates', content: '<p>Hello agents</p>', time: '2026-11-24 08:00:00' },
    ],
  },
  'security.sessions': activeSessions,
  'security.endSession': null,
  'security.signOutOthers': { ended: 1 },
  'security.loginHistory': loginHistoryPage,
  'security.profile': securityProfile,
  'security.updateProfile': ({ body }) => ({
    ...securityProfile,
    profile: { ...securityProfile.profile, ...(body as Record<string, string>) },
  }),
  'security.contactCode': { expiredMinutes: 5 },
  'security.bindContact': { ...securityProfile, emailVerified: true },
  'security.setUpTotp': totpSetup,
  'security.enableTotp': { recoveryCodes },
  'security.disableTotp': null,
  // A paid withdrawal awaiting the payee's word; confirming it records the outcome.
  'withdrawals.get': paidWithdrawal(),
  'withdrawals.confirm': ({ body }) =>
    confirmedWithdrawal((body as { outcome: WithdrawalOutcome }).outcome),
};
