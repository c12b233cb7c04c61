import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Withdrawal } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { payeeAccountsQuery, payeeNameQuery } from '../api/payee-accounts';
import { withdrawalOverviewQuery } from '../api/withdrawal-overview';
import styles from '../components/cashier-forms.module.css';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadFailed } from '../components/load-failed';
import { TurnoverPanel } from '../components/turnover-panel';
import { WithdrawBalance } from '../components/withdraw-balance';
import { totalBalance } from '@tessera/site-shared/wallet/balance';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { PayeeAccountsSection } from './payee-accounts-section';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalPasswordForm } from './withdrawal-password-form';
import { WithdrawalResult } from './withdrawal-result';

/** Moves the member to the payee account form's first field (scrolled into view by the focus). */
const focusPayeeForm = () =>
  document.querySelector<HTMLElement>('#payee-account-form :is(select, input)')?.focus();

/**
 * /member/withdraw: payee accounts, the withdrawal password (its form up front while none is
 * set) and the withdrawal, which waits while bonus turnover remains. The overview call says
 * what applies before the member types anything.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const accounts = useQuery(payeeAccountsQuery(client));
  const payee = useQuery(payeeNameQuery(client));
  const overview = useQuery(withdrawalOverviewQuery(client));
  const [done, setDone] = useState<Withdrawal | null>(null);

  const withdrawal = () => {
    const { limits, turnover, available, inGames, passwordTriesLeft, passwordLockedUntil } =
      overview.data!;
    const list = accounts.data!.list;
    if (!limits) return <p className={styles.muted}>{t('errors.WITHDRAWAL_UNAVAILABLE')}</p>;
    if (turnover.remaining > 0) return <TurnoverPanel turnover={turnover} money={money} />;
    // Never a dead end: the way on is the payee account form above, one step away.
    if (list.length === 0)
      return (
        <>
          <p className={styles.muted}>{t('cashier.needPayee')}</p>
          <Button variant="secondary" onClick={focusPayeeForm}>
            {t('cashier.goToPayeeForm')}
          </Button>
        </>
      );
    return (
      <WithdrawalForm
        accounts={list}
        limits={limits}
        withdrawable={totalBalance({ balance: available, inGames })}
        password={{ triesLeft: passwordTriesLeft, lockedUntil: passwordLockedUntil }}
        onRequested={setDone}
      />
    );
  };

  const body = () => {
    if (done) return <WithdrawalResult withdrawal={done} onAgain={() => setDone(null)} />;
    if (accounts.isPending || payee.isPending || overview.isPending)
      return <FormSkeleton cards={2} />;
    if (accounts.isError || payee.isError || overview.isError)
      return (
        <LoadFailed
          onRetry={() =>
            void Promise.all([accounts.refetch(), payee.refetch(), overview.refetch()])
          }
        />
      );
    return (
      <>
        <PayeeAccountsSection accounts={accounts.data.list} payee={payee.data} />
        {!overview.data.passwordSet && (
          <div className={styles.section}>
            <WithdrawalPasswordForm />
          </div>
        )}
        <section className={styles.section} aria-labelledby="withdraw-title">
          <h2 id="withdraw-title">{t('cashier.withdrawTitle')}</h2>
          <WithdrawBalance available={overview.data.available} inGames={overview.data.inGames} />
          {withdrawal()}
        </section>
      </>
    );
  };

  return (
    <>
      <MemberPageHeading title="member.withdraw" />
      <Link to="/member/withdrawal-history" className={styles.historyLink}>
        {t('cashier.withdrawalHistory')}
      </Link>
      {body()}
    </>
  );
}
