import { Button } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { totalBalance } from '@tessera/site-shared/wallet/balance';
import { useRecallGameWallets } from '@tessera/site-shared/wallet/use-recall';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { CallError } from './call-error';
import styles from './cashier-forms.module.css';

/**
 * The Withdraw page's balance: everything the player may withdraw (main plus game wallets)
 * and, while a game wallet holds some of it, the split and one action that brings it all back
 * to the main wallet, with what it moved announced. A withdrawal recalls it by itself too.
 */
export function WithdrawBalance({ available, inGames }: { available: number; inGames: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const recall = useRecallGameWallets();
  const moved = recall.data?.moves.reduce((sum, move) => sum + move.amount, 0) ?? null;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {t('cashier.available')}:{' '}
        <strong data-testid="available-balance">
          {money(totalBalance({ balance: available, inGames }))}
        </strong>
      </p>
      {inGames > 0 && (
        <>
          <p className={styles.muted} data-testid="balance-split">
            {t('wallet.splitMain', { amount: money(available) })}
            <br />
            {t('wallet.splitGames', { amount: money(inGames) })}
          </p>
          <p className={styles.muted}>{t('wallet.gamesHint')}</p>
          <div>
            <Button variant="secondary" loading={recall.isPending} onClick={() => recall.mutate()}>
              {t('wallet.recallToMain')}
            </Button>
          </div>
        </>
      )}
      <p role="status" className={styles.muted}>
        {moved === null
          ? null
          : moved > 0
            ? t('wallet.recalled', { amount: money(moved) })
            : t('wallet.nothingMoved')}
      </p>
      <CallError error={recall.error} />
    </div>
  );
}
