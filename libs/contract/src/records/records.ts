import Type, { type Static } from 'typebox';
import { CursorPage } from '../core/cursor-page';
import { StringEnum } from '../core/schema-types';
import {
  BET_RESULTS,
  type BetResult,
  DEFAULT_RECORD_PAGE,
  LEDGER_KINDS,
  MAX_RECORD_PAGE,
} from './constants';

// The member's records. Dates are calendar days `yyyy-MM-dd` in the merchant's time zone, both
// ends included (at most 92 days; the last 7 days when left out); times are shown
// `yyyy-MM-dd HH:mm:ss` in that zone. Lists are newest first, in pages: `nextCursor` is passed
// back as `cursor` for the next page and is null on the last one. Money is integer minor units.

/** A calendar day. */
export const RecordDay = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** An opaque page cursor, as a previous page's `nextCursor` gave it. */
export const RecordCursor = Type.String({ pattern: '^[1-9][0-9]{0,14}$' });

/** What every paged records query takes. */
export const PageQuery = {
  from: Type.Optional(RecordDay),
  to: Type.Optional(RecordDay),
  cursor: Type.Optional(RecordCursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_RECORD_PAGE, default: DEFAULT_RECORD_PAGE }),
  ),
};

/** `GET /wps/v2/records/account`. */
export const AccountRecordQuery = Type.Object({
  ...PageQuery,
  kind: Type.Optional(StringEnum(LEDGER_KINDS)),
});
export type AccountRecordQuery = Static<typeof AccountRecordQuery>;

/** `GET /wps/v2/records/bonus`. */
export const BonusRecordQuery = Type.Object(PageQuery);
export type BonusRecordQuery = Static<typeof BonusRecordQuery>;

/** One ledger entry as the member sees it. */
export const AccountRecord = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** Positive in, negative out. */
  amount: Type.Integer(),
  /** The wallet it moved: `MAIN`, or a vendor's code on a multi-wallet merchant. */
  wallet: Type.String(),
  /** That wallet's balance after the entry. */
  balanceAfter: Type.Integer(),
  /** A reference to quote to support (`DEP-12`, `WDR-7`, `TXN-…`); never an internal key. */
  reference: Type.String(),
  time: Type.String(),
});
export type AccountRecord = Static<typeof AccountRecord>;

/** Money in and out over the whole filtered range (not just the page); `out` is positive. */
export const InOutTotals = Type.Object({ in: Type.Integer(), out: Type.Integer() });
export type InOutTotals = Static<typeof InOutTotals>;

/** A page of the account record or of the bonus details. */
export const AccountRecordPage = CursorPage('list', AccountRecord, {
  totals: InOutTotals,
});
export type AccountRecordPage = Static<typeof AccountRecordPage>;

/** `GET /wps/v2/records/bets`: `gameType` and `vendor` are catalogue codes. */
export const BetRecordQuery = Type.Object({
  ...PageQuery,
  gameType: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  vendor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
});
export type BetRecordQuery = Static<typeof BetRecordQuery>;

/** One game round as the member sees it. */
export const BetRecord = Type.Object({
  roundRef: Type.String(),
  game: Type.String(),
  vendor: Type.String(),
  gameType: Type.String(),
  stake: Type.Integer(),
  payout: Type.Integer(),
  /** payout − stake. */
  net: Type.Integer(),
  /** Only for a settled round. */
  result: Type.Unsafe<BetResult | null>({ type: ['string', 'null'], enum: [...BET_RESULTS, null] }),
  status: StringEnum(['open', 'settled', 'cancelled'] as const),
  time: Type.String(),
});
export type BetRecord = Static<typeof BetRecord>;

/** Stake, payout and net (payout − stake) of many rounds. */
export const BetTotals = Type.Object({
  stake: Type.Integer(),
  payout: Type.Integer(),
  net: Type.Integer(),
});
export type BetTotals = Static<typeof BetTotals>;

/** A page of bet records, with the totals of the whole filtered range. */
export const BetRecordPage = CursorPage('list', BetRecord, {
  totals: BetTotals,
});
export type BetRecordPage = Static<typeof BetRecordPage>;

/** `GET /wps/v2/records/profit`. */
export const ProfitQuery = Type.Object({
  from: Type.Optional(RecordDay),
  to: Type.Optional(RecordDay),
});
export type ProfitQuery = Static<typeof ProfitQuery>;

/** One day and game type of the profit and loss. */
export const ProfitRow = Type.Object({
  day: Type.String(),
  gameType: Type.String(),
  ...BetTotals.properties,
});
export type ProfitRow = Static<typeof ProfitRow>;

/** Profit and loss per day (newest first) and game type, and over the whole range. */
export const ProfitReport = Type.Object({ days: Type.Array(ProfitRow), totals: BetTotals });
export type ProfitReport = Static<typeof ProfitReport>;
