import {
  DEPOSIT_STATUSES,
  DESK_SORTS,
  PENDING_ADJUSTMENT_STATUSES,
  WITHDRAWAL_RISK_FLAGS,
  WITHDRAWAL_STATUSES,
  type DeskSort,
  type WithdrawalRiskFlag,
} from '@tessera/contract';

export const MONEY_VIEWS = ['withdrawals', 'deposits', 'adjustments', 'thresholds'] as const;
export type MoneyView = (typeof MONEY_VIEWS)[number];

/** The money desk's view, filters, order, page and open drawer, as the URL holds them. */
export interface MoneySearch {
  view?: MoneyView;
  status?: string;
  method?: string;
  /** Amount range in minor units. */
  min?: number;
  max?: number;
  flag?: WithdrawalRiskFlag;
  sort?: DeskSort;
  desc?: boolean;
  page?: number;
  /** The row whose drawer is open. */
  open?: number;
}

const int = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};
const one = <T extends string>(list: readonly T[], value: unknown) =>
  (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

export function validateMoneySearch(search: Record<string, unknown>): MoneySearch {
  const out: MoneySearch = {};
  const view = one(MONEY_VIEWS, search.view);
  if (view) out.view = view;
  const statuses =
    view === 'deposits'
      ? DEPOSIT_STATUSES
      : view === 'adjustments'
        ? PENDING_ADJUSTMENT_STATUSES
        : WITHDRAWAL_STATUSES;
  const status = one(statuses as readonly string[], search.status);
  if (status) out.status = status;
  if (typeof search.method === 'string' && search.method.trim() && search.method.length <= 64)
    out.method = search.method.trim();
  const min = int(search.min);
  if (min !== undefined) out.min = min;
  const max = int(search.max);
  if (max !== undefined) out.max = max;
  const flag = one(WITHDRAWAL_RISK_FLAGS, search.flag);
  if (flag) out.flag = flag;
  const sort = one(DESK_SORTS, search.sort);
  if (sort) out.sort = sort;
  if (search.desc === true || search.desc === 'true') out.desc = true;
  const page = int(search.page);
  if (page && page > 1) out.page = page;
  const open = int(search.open);
  if (open) out.open = open;
  return out;
}
