import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { Withdrawal } from '@tessera/contract';
import { EmptyState } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPageHeading } from '../../member';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { payeeAccountsQuery, useRemovePayeeAccount } from '../api/payee-accounts';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadFailed } from '../components/load-failed';
import { PayeeAccountList } from '../components/payee-account-list';
import { PayeeAccountForm } from './payee-account-form';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalPasswordForm } from './withdrawal-password-form';
import { WithdrawalResult } from './withdrawal-result';

/**
 * /member/withdraw: payee accounts, the withdrawal password and the withdrawal itself. The
 * platform has no call saying whether a password is set, so its form opens on request or when
 * a withdrawal comes back WITHDRAWAL_PASSWORD_NOT_SET.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const accounts = useQuery(payeeAccountsQuery(client));
  const remove = useRemovePayeeAccount();
  const asked = useSearch({ strict: false }) as { setPassword?: true };
  const [settingPassword, setSettingPassword] = useState(asked.setPassword === true);
  const [done, setDone] = useState<Withdrawal | null>(null);

  const body = () => {
    if (done) return <WithdrawalResult withdrawal={done} onAgain={() => setDone(null)} />;
    if (accounts.isPending) return <FormSkeleton cards={2} />;
    if (accounts.isError) return <LoadFailed onRetry={() => void accounts.refetch()} />;
    const list = accounts.data.list;
    return (
      <>
        <section className={styles.section} aria-labelledby="payee-title">
          <h2 id="payee-title">{t('cashier.payeeTitle')}</h2>
          {list.length === 0 ? (
            <EmptyState
              level={3}
              title={t('cashier.payeeEmpty')}
              hint={t('cashier.payeeEmptyHint')}
            />
          ) : (
            <PayeeAccountList
              accounts={list}
              onRemove={(id) => remove.mutate(id)}
              removingId={remove.isPending ? remove.variables : null}
            />
          )}
          <CallError error={remove.error} />
          <PayeeAccountForm />
        </section>
        {settingPassword ? (
          <div className={styles.section}>
            <WithdrawalPasswordForm onDone={() => setSettingPassword(false)} />
          </div>
        ) : null}
        <section className={styles.section} aria-labelledby="withdraw-title">
          <h2 id="withdraw-title">{t('cashier.withdrawTitle')}</h2>
          {list.length === 0 ? (
            <p className={styles.muted}>{t('cashier.needPayee')}</p>
          ) : (
            <WithdrawalForm
              accounts={list}
              onRequested={setDone}
              onPasswordMissing={() => setSettingPassword(true)}
            />
          )}
          {!settingPassword && (
            <p className={styles.muted}>
              {t('cashier.noPasswordYet')}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => setSettingPassword(true)}
              >
                {t('cashier.setOneNow')}
              </button>
            </p>
          )}
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
