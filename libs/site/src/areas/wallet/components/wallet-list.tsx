import { MAIN_WALLET, type WalletEntry } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import styles from './wallet-list.module.css';

export interface WalletListProps {
  /** Main first, then the vendor wallets. */
  wallets: readonly WalletEntry[];
  /** Main-wallet money held for withdrawals, shown apart: it cannot be moved. */
  held: number;
  money: (amount: number) => string;
  /** Moves all of main into one vendor wallet; none while a move is on its way. */
  onAllIn?: (code: string) => void;
}

/** Each wallet and its balance; vendor wallets offer "All in" from main. */
export function WalletList({ wallets, held, money, onAllIn }: WalletListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {wallets.map((wallet) => {
        const main = wallet.code === MAIN_WALLET;
        const name = main ? t('wallet.main') : wallet.name;
        return (
          <li key={wallet.code} className={main ? `${styles.row} ${styles.main}` : styles.row}>
            <span className={styles.name}>{name}</span>
            <strong className={styles.balance} data-testid={`wallet-${wallet.code}`}>
              {money(wallet.balance)}
            </strong>
            {main && held > 0 && (
              <span className={styles.held}>{t('wallet.held', { amount: money(held) })}</span>
            )}
            {!main && (
              <button
                type="button"
                className={styles.allIn}
                aria-label={t('wallet.allInLabel', { name })}
                disabled={!onAllIn}
                onClick={() => onAllIn?.(wallet.code)}
              >
                {t('wallet.allIn')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
