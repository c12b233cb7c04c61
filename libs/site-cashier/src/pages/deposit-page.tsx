import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { depositMethodsQuery } from '../api/get-deposit-methods';
import styles from '../components/cashier-forms.module.css';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadFailed } from '../components/load-failed';
import { DepositForm } from './deposit-form';
import { DepositProgress } from './deposit-progress';

/** /member/deposit-v2: choose a method and an amount, pay, and watch the deposit's status. */
export function DepositPage() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const methods = useQuery(depositMethodsQuery(client, i18n.language));
  // The open deposit lives in the address (?deposit=<id>): a reload, or coming back from the
  // provider's page in the same tab, shows its status again.
  const depositId = useSearch({ from: '/member/deposit-v2', select: (search) => search.deposit });
  const navigate = useNavigate({ from: '/member/deposit-v2' });
  const show = (deposit: number | undefined) =>
    void navigate({ search: deposit ? { deposit } : {} });

  const body = () => {
    if (depositId !== undefined)
      return <DepositProgress id={depositId} onAgain={() => show(undefined)} />;
    if (methods.isPending) return <FormSkeleton />;
    if (methods.isError) return <LoadFailed onRetry={() => void methods.refetch()} />;
    if (methods.data.list.length === 0)
      return <EmptyState title={t('cashier.noMethods')} hint={t('cashier.noMethodsHint')} />;
    return <DepositForm methods={methods.data.list} onCreated={show} />;
  };

  return (
    <>
      <MemberPageHeading title="member.depositv2" />
      <Link to="/member/deposit-history" className={styles.historyLink}>
        {t('cashier.depositHistory')}
      </Link>
      {body()}
    </>
  );
}
