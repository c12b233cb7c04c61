import { addSection } from '@tessera/i18n';

/**
 * The wallet texts (wallet pages, the withdrawal confirmation, the vendor-wallet prompt) arrive
 * with the screens that use them, not in the first download; loading twice is harmless.
 */
export const loadWalletTexts = () =>
  import('@tessera/i18n/wallet').then(({ wallet }) => addSection('wallet', wallet));

/** A lazy screen's chunk together with the wallet texts it shows. */
export const withWalletTexts =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), loadWalletTexts()]).then(([module]) => module);
