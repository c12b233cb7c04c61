import type { UplineTransferResult } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { Button, EmptyState } from '@tessera/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpendForm } from '@tessera/site-shared/forms/spend-form';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from '@tessera/site-shared/forms/money-forms.module.css';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { useUplineTransfer } from '../api/wallets';
import { useRequestId } from '../hooks/use-request-id';

const refused = (error: Error | null, code: string) =>
  error instanceof PlatformError && error.code === code;

/**
 * /member/transfer-upline (spec §2 transferUpline): an amount of the main wallet to the
 * member's upline, with the withdrawal password. No upline is a page state, not an error: the
 * member can do nothing about it here.
 */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const send = useUplineTransfer();
  const [done, setDone] = useState<UplineTransferResult | null>(null);

  const body = () => {
    if (refused(send.error, 'UPLINE_MISSING'))
      return (
        <EmptyState
          title={t('wallet.uplineMissingTitle')}
          hint={t('wallet.uplineMissingHint')}
          action={<Link to="/member">{t('member.back')}</Link>}
        />
      );
    if (done) return <UplineResult result={done} onAgain={() => setDone(null)} />;
    return (
      <>
        <section className={styles.section}>
          <p className={styles.muted}>{t('wallet.uplineIntro')}</p>
          <UplineForm send={send} onSent={setDone} />
        </section>
      </>
    );
  };

  return (
    <>
      <MemberPageHeading title="member.transferUpline" />
      {body()}
    </>
  );
}

function UplineForm({
  send,
  onSent,
}: {
  send: ReturnType<typeof useUplineTransfer>;
  onSent: (result: UplineTransferResult) => void;
}) {
  const { t } = useTranslation();
  const { idFor, settled } = useRequestId();
  const spend = (amount: number, withdrawalPassword: string) =>
    // The id names the amount only: a retry with a corrected password is the same transfer.
    send.mutate(
      { requestId: idFor({ amount }), amount, withdrawalPassword },
      {
        onSuccess: (result) => {
          settled();
          onSent(result);
        },
      },
    );
  return (
    <SpendForm
      onSpend={spend}
      pending={send.isPending}
      error={send.error}
      labels={{ submit: t('wallet.uplineSend'), passwordFirst: t('wallet.passwordFirst') }}
    />
  );
}

function UplineResult({ result, onAgain }: { result: UplineTransferResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.section} role="status">
      <p className={styles.amount}>
        {t('wallet.uplineDone', { amount: money(result.amount), upline: result.upline })}
      </p>
      <p className={styles.muted}>{t('wallet.uplineBalance', { amount: money(result.balance) })}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t('wallet.uplineAgain')}
      </Button>
    </section>
  );
}
