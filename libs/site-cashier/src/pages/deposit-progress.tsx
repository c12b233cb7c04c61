import { useQuery } from '@tanstack/react-query';
import { Button } from '@tessera/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { depositQuery, isWaiting } from '../api/deposits';
import styles from '../components/cashier-forms.module.css';
import { DepositInstructions } from '../components/deposit-instructions';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadFailed } from '../components/load-failed';
import { StatusChip } from '../components/status-chip';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { DEPOSIT_STATUS } from '../utils/status-views';

/**
 * A deposit after it was opened: how to pay while it waits (its status asked for every few
 * seconds), then the outcome; an approved deposit refreshes the header's balance.
 */
export function DepositProgress({ id, onAgain }: { id: number; onAgain: () => void }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const balanceChanged = useBalanceChanged();
  const deposit = useQuery(depositQuery(client, id));
  const approved = deposit.data?.status === 'approved';

  useEffect(() => {
    if (approved) void balanceChanged();
  }, [approved, balanceChanged]);

  if (deposit.isPending) return <FormSkeleton cards={1} />;
  if (deposit.isError) return <LoadFailed onRetry={() => void deposit.refetch()} />;
  const { status, amount, currency, instructions } = deposit.data;
  const view = DEPOSIT_STATUS[status];
  return (
    <section className={styles.form} aria-labelledby="deposit-progress">
      <h2 id="deposit-progress">{t('cashier.payTitle')}</h2>
      <p className={styles.amount}>{money(amount, currency)}</p>
      <StatusChip caption={t('cashier.status')} label={t(view.label)} tone={view.tone} />
      {isWaiting(deposit.data) && <DepositInstructions instructions={instructions} />}
      {approved && <p>{t('cashier.approvedHint')}</p>}
      <Button variant={isWaiting(deposit.data) ? 'ghost' : 'primary'} onClick={onAgain}>
        {t('cashier.newDeposit')}
      </Button>
    </section>
  );
}
