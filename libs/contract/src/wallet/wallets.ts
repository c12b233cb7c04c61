import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from '../core/schema-types';
import { ADJUSTMENT_REASON_CODES } from '../cashier/constants';
import { TurnoverRequired } from '../cashier/turnover';
import { MAX_TRANSFER_AMOUNT, REQUEST_ID_PATTERN, TRANSFER_MODES } from './constants';

// The member's wallets: one main wallet, plus one per vendor on a merchant that is not
// single-wallet (spec §3 isSingle). Money is integer minor units.

/** One wallet: `MAIN` or a vendor's code, its name and balance (main: available only). */
export const WalletEntry = Type.Object({
  code: Type.String(),
  name: Type.String(),
  balance: Type.Integer(),
});
export type WalletEntry = Static<typeof WalletEntry>;

/** `GET /wps/relay/GCS_merchantWallet`: main first, then vendor wallets by code. */
export const MerchantWallet = Type.Object({
  isSingle: Type.Boolean(),
  wallets: Type.Array(WalletEntry),
});
export type MerchantWallet = Static<typeof MerchantWallet>;

/** A client's id for a request it may retry: the same id books once. */
export const RequestId = Type.String({ pattern: REQUEST_ID_PATTERN });

/**
 * `POST /wps/relay/GCS_walletTransfer`. `one`: `from` and `to` (one of them `MAIN`) and
 * `amount`; `allIn`: `to` (a vendor); `allOut`: nothing more.
 */
export const WalletTransferRequest = Type.Object({
  mode: StringEnum(TRANSFER_MODES),
  requestId: RequestId,
  from: Type.Optional(Type.String({ maxLength: 32 })),
  to: Type.Optional(Type.String({ maxLength: 32 })),
  amount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TRANSFER_AMOUNT })),
});
export type WalletTransferRequest = Static<typeof WalletTransferRequest>;

/**
 * `POST /wps/v2/wallets/recall`: every game wallet's money back to the main wallet, answered
 * as a transfer (`WalletTransferResult`); the same requestId books once.
 */
export const WalletRecallRequest = Type.Object({ requestId: RequestId });
export type WalletRecallRequest = Static<typeof WalletRecallRequest>;

/** One movement of a transfer. */
export const WalletMove = Type.Object({
  from: Type.String(),
  to: Type.String(),
  amount: Type.Integer(),
});
export type WalletMove = Static<typeof WalletMove>;

/** What a transfer did (nothing, when every wallet it would empty was empty). */
export const WalletTransferResult = Type.Object({
  requestId: Type.String(),
  moves: Type.Array(WalletMove),
});
export type WalletTransferResult = Static<typeof WalletTransferResult>;

/**
 * `GET /wps/member/info/funds/consolidated`: the total over every wallet (held money included:
 * it is still the member's until paid), the main wallet's available and held parts, each
 * wallet, and the agent centre's contract flags (spec §3), false while no contract exists.
 */
export const ConsolidatedFunds = Type.Object({
  currency: Type.String(),
  total: Type.Integer(),
  mainAvailable: Type.Integer(),
  held: Type.Integer(),
  wallets: Type.Array(WalletEntry),
  dailysalreqtype: Type.Boolean(),
  divtypereq: Type.Boolean(),
  contracthoursalreq: Type.Boolean(),
  realtimesalreqtype: Type.Boolean(),
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

/** `POST /wps/v2/wallets/transfer-upline`: an amount of the main wallet, password required. */
export const UplineTransferRequest = Type.Object({
  requestId: RequestId,
  amount: Type.Integer({ minimum: 1, maximum: MAX_TRANSFER_AMOUNT }),
  withdrawalPassword: Type.String({ maxLength: 128 }),
});
export type UplineTransferRequest = Static<typeof UplineTransferRequest>;

/** What a transfer to the upline did: to whom, how much, and the main balance left. */
export const UplineTransferResult = Type.Object({
  requestId: Type.String(),
  upline: Type.String(),
  amount: Type.Integer(),
  balance: Type.Integer(),
});
export type UplineTransferResult = Static<typeof UplineTransferResult>;

/**
 * `POST /ops/members/:id/adjustments`: a signed amount, why, and the operator's requestId. A
 * credit may carry `turnoverRequired`: minor units the member must wager before withdrawing.
 */
export const BalanceAdjustmentRequest = Type.Object({
  amount: Type.Integer({ minimum: -MAX_TRANSFER_AMOUNT, maximum: MAX_TRANSFER_AMOUNT }),
  /** Why, from the desk's list (the money desk's reports group by it); `reason` is the note. */
  reasonCode: StringEnum(ADJUSTMENT_REASON_CODES),
  // At least one visible character: a reason of blanks says nothing.
  reason: Type.String({ minLength: 1, maxLength: 140, pattern: '\\S' }),
  requestId: RequestId,
  turnoverRequired: Type.Optional(TurnoverRequired),
});
export type BalanceAdjustmentRequest = Static<typeof BalanceAdjustmentRequest>;

/** Path of one member of the operator API. */
export const MemberParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
});
export type MemberParams = Static<typeof MemberParams>;

/** What an adjustment booked: its ledger entry and the main wallet after it. */
export const BalanceAdjustment = Type.Object({
  requestId: Type.String(),
  memberId: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  ledgerEntryId: Type.Integer(),
  balance: Type.Integer(),
  available: Type.Integer(),
  /** The turnover requirement added with it (absent from replies stored before there were any). */
  turnoverRequired: Type.Optional(Nullable(Type.Integer())),
});
export type BalanceAdjustment = Static<typeof BalanceAdjustment>;
