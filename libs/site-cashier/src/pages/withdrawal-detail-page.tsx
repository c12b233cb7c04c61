import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useBalanceChanged } from '@tessera/site-shared/wallet/balance';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { useConfirmWithdrawal, withdrawalQuery } from '../api/withdrawal-detail';
import { CallError } from '../components/call-error';
import { DisputeOutcome } from '../components/dispute-outcome';
import styles from '../components/cashier-forms.module.css';
import { FormSkeleton } from '../components/form-skeleton';
import { StatusChip } from '../components/status-chip';
import { WithdrawalConfirmation } from '../components/withdrawal-confirmation';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { useServerOffset } from '../hooks/use-server-offset';
import { WITHDRAWAL_STATUS } from '../utils/status-views';

/**
 * /member/withdraw/:id: one withdrawal, once paid the payee's confirmation with a countdown to
 * when it counts as received anyway, and after a report what the operator decided. `now` is
 * the device clock, for tests.
 */
export function WithdrawalDetailPage({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const client = usePlatformClient();
  const id = Number(useParams({ strict: false }).id);
  const withdrawal = useQuery({
    ...withdrawalQuery(client, id),
    enabled: Number.isSafeInteger(id),
  });
  const confirm = useConfirmWithdrawal(id);
  const offset = useServerOffset(now);
  const data = withdrawal.data;
  const secondsLeft = useSecondsLeft(
    data?.status === 'paid' ? data.autoReceiveAt : null,
    offset,
    now,
  );
  // At the deadline the platform's job counts it as received: show what it says now.
  const { refetch } = withdrawal;
  useEffect(() => {
    if (secondsLeft === 0) void refetch();
  }, [secondsLeft, refetch]);
  // A refund put money back: the header's balance asks again (once per settlement seen).
  const balanceChanged = useBalanceChanged();
  const refundedAt = data?.status === 'refunded' ? data.settlement?.at : undefined;
  useEffect(() => {
    if (refundedAt) void balanceChanged();
  }, [refundedAt, balanceChanged]);

  const body = () => {
    if (withdrawal.isError) return <CallError error={withdrawal.error} />;
    if (!data) return <FormSkeleton cards={1} />;
    const view = WITHDRAWAL_STATUS[data.status];
    return (
      <>
        <section className={styles.section}>
          <p className={styles.amount}>{money(data.amount, data.currency)}</p>
          <p className={styles.muted}>
            {t('cashier.payTo')}: {data.payee.provider} {data.payee.maskedNumber}
          </p>
          <StatusChip caption={t('cashier.status')} label={t(view.label)} tone={view.tone} />
        </section>
        <WithdrawalConfirmation
          withdrawal={data}
          secondsLeft={secondsLeft}
          onConfirm={(outcome, proofs) => confirm.mutate({ outcome, proofs })}
          sending={confirm.isPending}
          error={confirm.error}
        />
        <DisputeOutcome withdrawal={data} headed />
      </>
    );
  };

  return (
    <>
      <MemberPageHeading title="member.withdraw" />
      {body()}
    </>
  );
}
