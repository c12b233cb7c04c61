import type { PayeeAccount } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import text from './card-text.module.css';
import styles from './payee-account-list.module.css';

export interface PayeeAccountListProps {
  accounts: readonly PayeeAccount[];
  onRemove: (id: number) => void;
  /** The account being removed, whose button shows it is working. */
  removingId?: number | null;
}

/** The bound payee accounts: provider, kind, masked number and holder, each with Remove. */
export function PayeeAccountList({ accounts, onRemove, removingId }: PayeeAccountListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {accounts.map((account) => {
        const name = `${account.provider} ${account.maskedNumber}`;
        return (
          <li key={account.id} className={styles.item}>
            <span className={text.text}>
              <span className={text.name}>{account.provider}</span>
              <span className={styles.number}>{account.maskedNumber}</span>
              <span className={text.detail}>
                {account.kind === 'bank' ? t('cashier.kindBank') : t('cashier.kindEwallet')} ·{' '}
                {account.holderName}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              loading={removingId === account.id}
              aria-label={t('cashier.removePayee', { name })}
              onClick={() => onRemove(account.id)}
            >
              ✕
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
