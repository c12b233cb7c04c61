import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { Nullable, StringEnum } from '../core/schema-types';
import { PageQuery } from '../records/records';
import { CONTRACT_KINDS, SETTLEMENT_SIDES, SETTLEMENT_STATUSES } from './contract-paths';

// Dividend and salary settlements (the agent centre's bonus/dividend records, daily wages, hourly
// salary and real-time salary pages). Dates and paging as the member's records: `from`/`to` are
// days in the merchant's zone (last 7 days when left out), newest first, `nextCursor` pages.

/** `GET /wps/agent/settlements`. */
export const SettlementQuery = Type.Object({
  ...PageQuery,
  kind: StringEnum(CONTRACT_KINDS),
  /** `mine` (default): the caller's own; `downlines`: those of contracts it gave. */
  side: Type.Optional(StringEnum(SETTLEMENT_SIDES, { default: 'mine' })),
  /** With `side=downlines`: one downline's account. */
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type SettlementQuery = Static<typeof SettlementQuery>;

/** One (contract, period) settlement with every input it was computed from. */
export const Settlement = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: StringEnum(CONTRACT_KINDS),
  holder: Type.String(),
  /** The period, `yyyy-MM-dd HH:mm:ss` in the merchant's zone, end excluded. */
  periodStart: Type.String(),
  periodEnd: Type.String(),
  validBet: Type.Integer(),
  activeMembers: Type.Integer(),
  /** The team's loss (stake − payout, the house's profit); negative when the team won. */
  profitLoss: Type.Integer(),
  /** What the holder's downline dividend contracts took of it (dividends only). */
  downlineShare: Type.Integer(),
  /** The tier reached (0 = first), null when none was. */
  tier: Nullable(Type.Integer()),
  rate: Type.Integer(),
  amount: Type.Integer(),
  status: StringEnum(SETTLEMENT_STATUSES),
  time: Type.String(),
});
export type Settlement = Static<typeof Settlement>;

/** A page of settlements with the totals of the whole filtered range. */
export const SettlementPage = CursorPage('list', Settlement, {
  totals: Type.Object({ validBet: Type.Integer(), amount: Type.Integer(), count: Type.Integer() }),
});
export type SettlementPage = Static<typeof SettlementPage>;
