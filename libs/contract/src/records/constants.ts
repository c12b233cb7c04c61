// Runtime constants of the records calls; no schema is built here (the site imports these).

/** The member's records (spec §2 member centre, §9 date ranges), in the `/wps/v2/...` family. */
export const RECORD_PATHS = {
  /** GET (token) `?from&to&kind&cursor&limit`: the account record (ledger), newest first. */
  account: '/wps/v2/records/account',
  /** GET (token) `?from&to&gameType&vendor&cursor&limit`: bet records (game rounds). */
  bets: '/wps/v2/records/bets',
  /** GET (token) `?from&to`: personal profit and loss per day and game type. */
  profit: '/wps/v2/records/profit',
  /** GET (token) `?from&to&cursor&limit`: bonus details (bonus-kind ledger entries). */
  bonus: '/wps/v2/records/bonus',
} as const;

/**
 * Ledger entry kinds a member may filter the account record by: opening credits, game money,
 * deposits, withdrawal holds, refunds of upheld withdrawal disputes, and bonuses.
 */
export const LEDGER_KINDS = [
  'DEMO_CREDIT',
  'TRIAL_CREDIT',
  'DEPOSIT',
  'BET',
  'WIN',
  'REFUND',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_PAID',
  'WITHDRAW_REFUND',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'UPLINE_OUT',
  'UPLINE_IN',
  'DOWNLINE_OUT',
  'DOWNLINE_IN',
  'ADJUSTMENT',
  'BONUS',
  'REBATE',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOUR_SALARY',
  'REALTIME_SALARY',
  // Points converted to balance, and VIP upgrade and birthday bonuses (points and VIP, issue 12).
  'POINTS_CONVERT',
  'VIP_BONUS',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The kinds the bonus details list: money a promotion gave (a bonus or a rebate). Operator
 * corrections are not bonuses and stay in the account record only.
 */
export const BONUS_KINDS = [
  'BONUS',
  'REBATE',
  'VIP_BONUS',
] as const satisfies readonly LedgerKind[];

/** Rows per records page unless the caller asks for another size (at most `MAX_RECORD_PAGE`). */
export const DEFAULT_RECORD_PAGE = 20;
export const MAX_RECORD_PAGE = 100;

/** How a settled round ended for the member; an open or cancelled round has no result yet. */
export const BET_RESULTS = ['win', 'loss', 'draw'] as const;
export type BetResult = (typeof BET_RESULTS)[number];
