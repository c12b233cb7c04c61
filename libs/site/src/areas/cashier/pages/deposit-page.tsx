import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPageHeading } from '../../member';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { depositMethodsQuery } from '../api/get-deposit-methods';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadFailed } from '../components/load-failed';
import { DepositForm } from './deposit-form';
import { DepositProgress } from './deposit-progress';

/** /member/deposit-v2: choose a method and an amount, pay, and watch the deposit's status. */
export function DepositPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const methods = useQuery(depositMethodsQuery(client));
  const [depositId, setDepositId] = useState<number | null>(null);

  const body = () => {
    if (depositId !== null)
      return <DepositProgress id={depositId} onAgain={() => setDepositId(null)} />;
    if (methods.isPending) return <FormSkeleton />;
    if (methods.isError) return <LoadFailed onRetry={() => void methods.refetch()} />;
    if (methods.data.list.length === 0)
      return <EmptyState title={t('cashier.noMethods')} hint={t('cashier.noMethodsHint')} />;
    return <DepositForm methods={methods.data.list} onCreated={setDepositId} />;
  };

  return (
    <>
      <MemberPageHeading title="member.depositv2" />
      {body()}
    </>
  );
}
