// Runtime constants of the wallet calls; no schema is built here (the site imports these).

/** Wallet paths (spec §7 Wallet, plus the transfer to the upline of spec §2 transferUpline). */
export const WALLET_PATHS = {
  /** GET (token): single-wallet or not, and the member's wallets. */
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  /** POST (token): moves money between the main wallet and vendor wallets. */
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  /** GET (token): every wallet at once, what is held, and the agent centre's flags. */
  consolidated: '/wps/member/info/funds/consolidated',
  /** POST (token): every game wallet back to main (a game page closing sends it). */
  recall: '/wps/v2/wallets/recall',
  /** POST (token): from the member's main wallet to their upline's. */
  transferUpline: '/wps/v2/wallets/transfer-upline',
} as const;

/** The code of the main wallet (deposits, withdrawals, the header's balance). */
export const MAIN_WALLET = 'MAIN';

/**
 * How a transfer moves money: `one` an amount from one wallet to another (main ↔ a vendor),
 * `allIn` everything available in main into one vendor, `allOut` every vendor wallet back to main.
 */
export const TRANSFER_MODES = ['one', 'allIn', 'allOut'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

/** Largest amount one transfer or adjustment may name, minor units: below 2^53. */
export const MAX_TRANSFER_AMOUNT = 1_000_000_000_000;

/** What a client's requestId may look like: a UUID or any short token of its own. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
