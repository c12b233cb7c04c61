// The Valkyrie PAM API (the open-source aggregator's `pam/pam_api.yml`, version 0.6.0): the
// calls an aggregator makes to the operator's player-account system. Paths, headers and error
// codes here; the schemas in pam.ts. Its replies are the document's own wrapper
// `{ status, error?, <entity> }`, not the platform's envelope: the contract is the aggregator's.

/** Where the PAM API is served. */
export const PAM_PREFIX = '/pam/v1';

/** The PAM calls, as the document names them (below PAM_PREFIX). */
export const PAM_PATHS = {
  session: `${PAM_PREFIX}/players/session`,
  balance: `${PAM_PREFIX}/players/:playerId/balance`,
  transactions: `${PAM_PREFIX}/players/:playerId/transactions`,
  gameRound: `${PAM_PREFIX}/players/:playerId/gamerounds/:providerGameRoundId`,
} as const;

/** The player's game session token on every call (32–40 characters). */
export const PAM_TOKEN_HEADER = 'x-player-token';
/** The aggregator's request id, carried into the platform's request log. */
export const PAM_CORRELATION_HEADER = 'x-correlation-id';

/** The document's error codes (`ErrorCode`), each a reason a call was refused. */
export const PAM_ERROR_CODES = [
  'PAM_ERR_UNDEFINED',
  'PAM_ERR_ACC_NOT_FOUND',
  'PAM_ERR_GAME_NOT_FOUND',
  'PAM_ERR_ROUND_NOT_FOUND',
  'PAM_ERR_TRANS_NOT_FOUND',
  'PAM_ERR_CASH_OVERDRAFT',
  'PAM_ERR_BONUS_OVERDRAFT',
  'PAM_ERR_SESSION_NOT_FOUND',
  'PAM_ERR_SESSION_EXPIRED',
  'PAM_ERR_MISSING_PROVIDER',
  'PAM_ERR_TRANS_CURRENCY',
  'PAM_ERR_NEGATIVE_STAKE',
  'PAM_ERR_CANCEL_NOT_FOUND',
  'PAM_ERR_TRANS_ALREADY_CANCELLED',
  'PAM_ERR_CANCEL_NON_WITHDRAW',
  'PAM_ERR_BET_NOT_ALLOWED',
  'PAM_ERR_PLAYER_NOT_FOUND',
  'PAM_ERR_API_TOKEN',
  'PAM_ERR_TRANS_ALREADY_SETTLED',
  'PAM_ERR_DUPLICATE_TRANS',
  'PAM_ERR_PROMO_OVERDRAFT',
  'PAM_ERR_TIMEOUT',
] as const;
export type PamErrorCode = (typeof PAM_ERROR_CODES)[number];

/** The document's transaction types. */
export const PAM_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'CANCEL',
  'PROMODEPOSIT',
  'PROMOWITHDRAW',
  'PROMOCANCEL',
] as const;
export type PamTransactionType = (typeof PAM_TRANSACTION_TYPES)[number];

/** A refusal in the document's wrapper (a hard error: its HTTP status says which). */
export function pamFailure(code: PamErrorCode, message: string) {
  return { status: 'ERROR' as const, error: { code, message } };
}
