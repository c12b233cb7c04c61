import type { ParseKeys } from 'i18next';

/**
 * The member centre's pages (spec §2 "Member centre pages"), in menu order and by group. `page`
 * is the spec's name (old links carry it in `/member?page=`), `path` its lowercase-kebab route.
 */
export const MEMBER_PAGES = [
  { page: 'depositv2', path: '/member/deposit-v2', group: 'money' },
  { page: 'withdraw', path: '/member/withdraw', group: 'money' },
  { page: 'transferFund', path: '/member/transfer-fund', group: 'money' },
  { page: 'transferUpline', path: '/member/transfer-upline', group: 'money' },
  { page: 'personalHistoryCopy', path: '/member/personal-history-copy', group: 'records' },
  { page: 'transactionHistory', path: '/member/transaction-history', group: 'records' },
  { page: 'personalProfit', path: '/member/personal-profit', group: 'records' },
  { page: 'bonusDetails', path: '/member/bonus-details', group: 'records' },
  { page: 'securityCenter', path: '/member/security-center', group: 'account' },
  { page: 'depositLimits', path: '/member/deposit-limits', group: 'account' },
  // Not a spec §2 name: player protection (issue 13 D), beside the deposit limits.
  { page: 'responsibleGaming', path: '/member/responsible-gaming', group: 'account' },
  { page: 'vip', path: '/member/vip', group: 'account' },
  // The points mall is a page of its own (spec §2 /pointMall), listed here for members.
  { page: 'pointMall', path: '/pointMall', group: 'account' },
  { page: 'rewardCenter', path: '/member/reward-center', group: 'account' },
  { page: 'referral', path: '/member/referral', group: 'account' },
  { page: 'missionLeaderboard', path: '/member/mission-leaderboard', group: 'account' },
  // Not a spec §2 name: the lucky draws (issue 12) have no route in the spec; they live here.
  { page: 'luckyDraw', path: '/member/lucky-draw', group: 'account' },
  { page: 'messageV2', path: '/member/message-v2', group: 'account' },
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];
export type MemberPageName = MemberPage['page'];
export type MemberPath = MemberPage['path'];

/** Menu groups, in order, with their headings. */
export const MEMBER_GROUPS = [
  { group: 'money', label: 'member.groupMoney' },
  { group: 'records', label: 'member.groupRecords' },
  { group: 'account', label: 'member.groupAccount' },
] as const satisfies readonly { group: MemberPage['group']; label: ParseKeys }[];

/** The i18n key of a page's name, used in the menu and as its heading. */
export const memberPageLabel = (page: MemberPageName): ParseKeys => `member.${page}`;

/** The route of a spec page name, for old `/member?page=<name>` links; undefined if unknown. */
export function memberPathOf(page: string | undefined): MemberPath | undefined {
  return MEMBER_PAGES.find((entry) => entry.page.toLowerCase() === page?.toLowerCase())?.path;
}
