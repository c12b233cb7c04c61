import Type, { type Static } from 'typebox';
import { StringEnum } from '../core/schema-types';
import { PAM_ERROR_CODES, PAM_TRANSACTION_TYPES } from './constants';

// The PAM API's requests and replies, written from the fields, types and limits of Valkyrie's
// `pam/pam_api.yml` 0.6.0. Amounts are decimals (up to 6 places) in the currency's major unit;
// the platform converts them exactly to its integer minor units (or refuses them).

const Id40 = (description: string) => Type.String({ minLength: 1, maxLength: 40, description });

export const PamSessionToken = Type.String({ minLength: 32, maxLength: 40 });
export const PamAmount = Type.Number({ description: 'Amount in the currency, up to 6 decimals' });
export const PamCurrency = Type.String({ pattern: '^[A-Z]{3}$' });
export const PamCountry = Type.String({ pattern: '^[A-Z]{2}$' });
/**
 * ISO 639-1. The document's pattern says upper case and its example says `en`; ISO 639-1 codes
 * are lower case and that is what the platform sends, so either case is accepted here.
 */
export const PamLanguage = Type.String({ pattern: '^[A-Za-z]{2}$' });
export const PamTimestamp = Type.String({ format: 'date-time' });

export const PamErrorCodeSchema = StringEnum(PAM_ERROR_CODES);
export const PamTransactionTypeSchema = StringEnum(PAM_TRANSACTION_TYPES);

/** Why a call was refused. */
export const PamError = Type.Object({ code: PamErrorCodeSchema, message: Type.String() });
export type PamError = Static<typeof PamError>;

const status = StringEnum(['OK', 'ERROR'] as const);

/** The wrapper of every reply: `status`, an `error` when refused, and the call's entity. */
function pamReply<P extends Record<string, ReturnType<typeof Type.Optional>>>(entity: P) {
  return Type.Object({ status, error: Type.Optional(PamError), ...entity });
}

/** A hard refusal (401 session or API token, 400 missing parameters or invalid body). */
export const PamFailure = Type.Object({ status, error: PamError });
export type PamFailure = Static<typeof PamFailure>;

export const PamSession = Type.Object({
  playerId: Id40('The player'),
  token: PamSessionToken,
  currency: PamCurrency,
  country: PamCountry,
  language: PamLanguage,
  gameId: Type.Optional(Id40('The launched game (provider game id)')),
});
export type PamSession = Static<typeof PamSession>;

export const PamSessionResponse = pamReply({ session: Type.Optional(PamSession) });
export type PamSessionResponse = Static<typeof PamSessionResponse>;

export const PamBalance = Type.Object({
  cashAmount: PamAmount,
  bonusAmount: PamAmount,
  promoAmount: PamAmount,
});
export type PamBalance = Static<typeof PamBalance>;

export const PamBalanceResponse = pamReply({ balance: Type.Optional(PamBalance) });
export type PamBalanceResponse = Static<typeof PamBalanceResponse>;

/** Who is asked about, on every player call. */
export const PamPlayerParams = Type.Object({ playerId: Id40('The player') });
export type PamPlayerParams = Static<typeof PamPlayerParams>;

/** `provider` is required by the document; missing, it is PAM_ERR_MISSING_PROVIDER (400). */
export const PamProviderQuery = Type.Object({ provider: Type.Optional(Type.String()) });
export type PamProviderQuery = Static<typeof PamProviderQuery>;

export const PamTransactionsQuery = Type.Object({
  provider: Type.Optional(Type.String()),
  providerTransactionId: Type.Optional(Id40('The provider transaction id')),
  providerBetRef: Type.Optional(Id40('The provider bet reference (prioritized)')),
});
export type PamTransactionsQuery = Static<typeof PamTransactionsQuery>;

const Promo = Type.Object({
  promoType: Type.Optional(
    StringEnum([
      'PROMOBONUS',
      'PROMOTOURNAMENT',
      'PROMOFROMGAME',
      'PROMOCAP',
      'PROMOLIMIT',
      'PROMOMONEYREWARD',
      'FREEROUNDS',
      'FREESPINS',
    ] as const),
  ),
  promoName: Type.Optional(Id40('Name of the offering')),
  promoStatus: Type.Optional(Id40('Offering status')),
  promoReference: Type.Optional(Id40('Reference to the offering')),
  promoCode: Type.Optional(Id40('Offering code')),
  promoAmount: Type.Optional(PamAmount),
  promoAmountTotal: Type.Optional(PamAmount),
  promoConfigRef: Type.Optional(Id40('Offering configuration reference')),
  promoAwardRef: Type.Optional(Id40('Offering award reference')),
  currency: Type.Optional(PamCurrency),
});

const JackpotBucket = Type.Object({
  bucketType: Type.Optional(Id40('Jackpot bucket type')),
  bucketReference: Type.Optional(Id40('Jackpot bucket reference')),
  bucketAmount: Type.Optional(PamAmount),
  currency: Type.Optional(PamCurrency),
});

const Jackpot = Type.Object({
  jackpotId: Type.Optional(Id40('Jackpot identifier')),
  jackpotReference: Type.Optional(Id40('Jackpot reference')),
  jackpotAmount: Type.Optional(PamAmount),
  jackpotBuckets: Type.Optional(Type.Array(JackpotBucket)),
});

const RoundTransaction = Type.Object({
  providerTransactionId: Type.Optional(Id40('The provider transaction id')),
  transactionDateTime: Type.Optional(PamTimestamp),
  cashAmount: Type.Optional(PamAmount),
  isGameOver: Type.Optional(Type.Boolean()),
  jackpotContribution: Type.Optional(PamAmount),
});

/** A transaction as the aggregator sends it, and as GET /transactions answers it. */
export const PamTransaction = Type.Object({
  currency: PamCurrency,
  provider: Type.String({ minLength: 1 }),
  transactionType: PamTransactionTypeSchema,
  cashAmount: PamAmount,
  bonusAmount: PamAmount,
  promoAmount: PamAmount,
  transactionDateTime: PamTimestamp,
  providerTransactionId: Id40('The provider transaction id, unique per provider'),
  providerBetRef: Type.Optional(Id40('Groups transactions of one bet; a cancel names its bet')),
  providerGameId: Type.Optional(Id40('The game')),
  providerRoundId: Type.Optional(Id40('The game round')),
  betCode: Type.Optional(Type.String()),
  isGameOver: Type.Optional(Type.Boolean()),
  promos: Type.Optional(Type.Array(Promo)),
  jackpots: Type.Optional(Type.Array(Jackpot)),
  tip: Type.Optional(Type.Object({ tipAmount: Type.Optional(PamAmount) })),
  roundTransactions: Type.Optional(Type.Array(RoundTransaction)),
});
export type PamTransaction = Static<typeof PamTransaction>;

export const PamTransactionsResponse = pamReply({
  transactions: Type.Optional(Type.Array(PamTransaction)),
});
export type PamTransactionsResponse = Static<typeof PamTransactionsResponse>;

export const PamTransactionResult = Type.Object({
  transactionId: Type.Optional(Id40('The platform transaction id')),
  balance: Type.Optional(PamBalance),
});
export type PamTransactionResult = Static<typeof PamTransactionResult>;

/** A booking's answer; a refused one carries the error and the balance (no transactionId). */
export const PamAddTransactionResponse = pamReply({
  transactionResult: Type.Optional(PamTransactionResult),
});
export type PamAddTransactionResponse = Static<typeof PamAddTransactionResponse>;

export const PamGameRoundParams = Type.Object({
  playerId: Id40('The player'),
  providerGameRoundId: Id40('The provider round id'),
});
export type PamGameRoundParams = Static<typeof PamGameRoundParams>;

export const PamGameRound = Type.Object({
  providerGameId: Id40('The game'),
  providerRoundId: Id40('The round'),
  startTime: PamTimestamp,
  endTime: Type.Optional(PamTimestamp),
});
export type PamGameRound = Static<typeof PamGameRound>;

export const PamGameRoundResponse = pamReply({ gameround: Type.Optional(PamGameRound) });
export type PamGameRoundResponse = Static<typeof PamGameRoundResponse>;
