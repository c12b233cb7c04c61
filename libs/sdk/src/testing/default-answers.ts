import { failure, type AllAnswers } from './answers';
import { blogArticles, blogBody } from './blog-fixtures';
import {
  incomeReportOf,
  teamBetsPage,
  teamLedgerPage,
  teamMember,
  teamMembersPage,
  teamOverviewOf,
  userLossPage,
} from './agent-team-fixtures';
import {
  DOCUMENT_MEDIA_TYPES,
  type ContractProcessRequest,
  type Feedback,
  type IdentityDocument,
  type LossLimits,
  type WithdrawalOutcome,
} from '@tessera/contract';
import { lossLimits, playSession, protection, selfExclusion } from './protection-fixtures';
import { afterAction, contract } from './contract-fixtures';
import { claimedReward, promotion, promotionList, reward } from './promotion-fixtures';
import {
  confirmedWithdrawal,
  deposit,
  depositMethods,
  paidWithdrawal,
  payeeAccount,
  payeeNameState,
  withdrawal,
  withdrawalOverview,
} from './cashier-fixtures';
import {
  hotGames,
  lotteryBets,
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
  mallItems,
  pointsBalance,
  pointsConfig,
  pointsEntries,
  redeemHistory,
  redeemRecord,
  vipInfo,
} from './points-fixtures';
import {
  commentPage,
  friendPage,
  messagePage,
  referralSummary,
  sentFeedback,
} from './engagement-fixtures';
import {
  activeSessions,
  loginHistoryPage,
  recoveryCodes,
  securityProfile,
  totpSetup,
} from './security-fixtures';
import { newIdentityTicket, socialAuthorizeUrl, socialLinks } from './social-fixtures';
import { identityDocuments, uploadedDocument } from './identity-fixtures';
import {
  drawOverview,
  missionLeaderboard,
  missionSummary,
  playedWheelTicket,
} from './draw-fixtures';
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
  'blog.list': { list: blogArticles, total: blogArticles.length, pageNo: 1, pageSize: 12 },
  'blog.article': ({ path }) => {
    const found = blogArticles.find((a) => path.endsWith(`/${a.slug}`));
    return found ? { ...found, bodyHtml: blogBody } : failure('NOT_FOUND', 404);
  },
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
  'lottery.bets': lotteryBets,
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
  'cashier.payeeName': payeeNameState(),
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
  // Nothing in game wallets by default: a recall moves nothing.
  'wallet.recall': ({ body }) => ({
    requestId: (body as { requestId: string }).requestId,
    moves: [],
  }),
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
  'team.income': ({ query }) =>
    incomeReportOf(query.from ?? '2026-11-24', query.to ?? '2026-11-24'),
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
  'security.passwordCode': { expiredMinutes: 5 },
  'security.setPassword': securityProfile,
  'social.providers': { providers: ['GOOGLE', 'FACEBOOK'] },
  'social.start': { authorizeUrl: socialAuthorizeUrl },
  'social.callback': newIdentityTicket,
  'social.signIn': loginResult,
  'social.register': { ...loginResult, firstTimeLogin: true },
  'social.link': loginResult,
  'social.links': socialLinks,
  'social.unlink': null,
  'social.setPassword': null,
  // The promotions centre: a visitor sees no statuses of their own; actions answer the new one.
  'promotions.list': promotionList,
  'promotions.memberList': promotionList,
  'promotions.join': promotion({ id: 2, flow: 'JOIN', status: 'joined', claim: false }),
  'promotions.apply': promotion({ id: 4, flow: 'APPLY', status: 'applying', claim: false }),
  'promotions.claim': promotion({ status: 'claimed', claim: false }),
  'promotions.rewards': ({ query }) => ({
    list: query.status === 'claimed' ? [claimedReward] : [reward()],
  }),
  'promotions.rewardCount': { claimable: 1 },
  'promotions.claimReward': reward({ status: 'claimed', claimedAt: '2026-11-24T08:00:00.000Z' }),
  'points.balance': pointsBalance,
  'points.rewards': { items: mallItems },
  'points.config': pointsConfig,
  'points.transactions': pointsEntries,
  'points.redeemList': redeemHistory,
  'points.redeem': ({ body }) => {
    const { itemId, quantity } = body as { itemId: number; quantity: number };
    const item = mallItems.find((i) => i.id === itemId) ?? mallItems[0]!;
    const points = item.pointsRequired * quantity;
    return redeemRecord({
      id: 9,
      reference: 'RDM-9',
      name: item.name,
      kind: item.kind,
      quantity,
      pointsRequired: item.pointsRequired,
      changedPoints: -points,
      pointsBalance: pointsBalance.points - points,
    });
  },
  'points.convert': ({ body }) => {
    const { points } = body as { points: number };
    return {
      points,
      amount: points,
      pointsBalance: pointsBalance.points - points,
      balance: balance.balance + points,
    };
  },
  'points.vip': vipInfo,
  'messages.list': messagePage,
  'messages.unreadCount': { count: 1 },
  'messages.markRead': { count: 0 },
  'messages.markAllRead': { count: 0 },
  'referral.summary': referralSummary,
  'referral.friends': friendPage,
  'feedback.send': ({ body }) => ({
    ...sentFeedback,
    ...(body as { questionType: Feedback['questionType']; content: string }),
  }),
  'feedback.comments': commentPage,
  'feedback.addComment': ({ body }) => ({
    ...commentPage.items[0]!,
    id: 3,
    content: (body as { content: string }).content,
  }),
  'identity.documents': identityDocuments,
  // The uploaded kind and side, its file's declared type when it is one of the accepted.
  'identity.upload': ({ body }) => {
    const form = body as {
      kind: IdentityDocument['kind'];
      side?: 'FRONT' | 'BACK';
      file?: unknown;
    };
    const [file] = (Array.isArray(form.file) ? form.file : []) as { type: string; size: number }[];
    const mediaType = DOCUMENT_MEDIA_TYPES.find((type) => type === file?.type);
    return {
      ...uploadedDocument,
      kind: form.kind,
      side: form.side ?? null,
      ...(mediaType ? { mediaType } : {}),
      ...(file?.size ? { size: file.size } : {}),
    };
  },
  // A paid withdrawal awaiting the payee's word; confirming it records the outcome.
  'withdrawals.get': paidWithdrawal(),
  'withdrawals.confirm': ({ body }) =>
    confirmedWithdrawal((body as { outcome: WithdrawalOutcome }).outcome),
  // A wheel ticket to play; playing it answers the fixture's real outcome (client seed lucky-seed).
  'draws.overview': drawOverview,
  'draws.count': { unplayed: drawOverview.tickets.length },
  'draws.ticket': playedWheelTicket,
  'draws.play': playedWheelTicket,
  'missions.summary': missionSummary,
  'missions.leaderboard': missionLeaderboard,
  'missions.claim': () => {
    const mission = missionSummary.missions[1];
    if (!mission) throw new Error('fixture');
    return { mission: { ...mission, status: 'claimed' as const }, ticketId: 42 };
  },
  'protection.overview': protection,
  'protection.setLossLimits': ({ body }) => {
    const update = body as Partial<Record<keyof LossLimits, number | null>>;
    const next = { ...lossLimits };
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      const amount = update[period];
      if (amount !== undefined) next[period] = { ...next[period], amount, pending: null };
    }
    return next;
  },
  'protection.setRealityCheck': ({ body }) => body as { minutes: number | null },
  // No reality check by default, so no prompt appears in other screens' tests.
  'protection.session': { ...playSession, realityCheckMinutes: null },
  'protection.timeOut': ({ body }) => ({
    kind: 'time_out' as const,
    until: new Date(
      Date.parse('2026-03-05T09:00:00.000Z') + (body as { days: number }).days * 86_400_000,
    ).toISOString(),
  }),
  'protection.selfExclude': selfExclusion,
};
