import type { UplineTransferResult } from '@tessera/contract';
import { parseAmount } from '@tessera/domain';
import { PlatformError } from '@tessera/sdk';
import { Button, EmptyState, minorUnitDigits, PasswordField } from '@tessera/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../core/wallet/balance';
import { AmountField } from '../../../core/forms/amount-field';
import { spendProblems } from '../../../core/forms/amount-message';
import { CallError } from '../../../core/forms/call-error';
import { useMoney } from '../../../core/wallet/use-money';
import styles from '../../../core/forms/money-forms.module.css';
import { MemberPageHeading } from '../../member';
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
          <UplineForm
            send={send}
            onSent={setDone}
            passwordMissing={refused(send.error, 'WITHDRAWAL_PASSWORD_NOT_SET')}
          />
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
  passwordMissing,
}: {
  send: ReturnType<typeof useUplineTransfer>;
  onSent: (result: UplineTransferResult) => void;
  passwordMissing: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const { idFor, settled } = useRequestId();
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});
  const available = balance?.balance ?? 0;
  const digits = minorUnitDigits(balance?.currency ?? 'BDT');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('withdrawalPassword') ?? '');
    const parsed = parseAmount(typed, digits, { min: 1, max: Math.max(available, 1) });
    const found = spendProblems(t, parsed, password, money);
    setProblems(found);
    if (!parsed.ok || found.password) return;
    // The id names the amount only: a retry with a corrected password is the same transfer.
    const requestId = idFor({ amount: parsed.minor });
    send.mutate(
      { requestId, amount: parsed.minor, withdrawalPassword: password },
      {
        onSuccess: (result) => {
          settled();
          onSent(result);
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.muted}>
        {t('cashier.available')}: <strong>{money(available)}</strong>
      </p>
      <AmountField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblems((now) => ({ ...now, amount: undefined }));
        }}
        error={problems.amount}
      />
      <PasswordField
        name="withdrawalPassword"
        label={t('cashier.withdrawalPassword')}
        autoComplete="off"
        error={problems.password}
      />
      <CallError error={send.error} />
      {passwordMissing && (
        <Link to="/member/withdraw" search={{ setPassword: true }} className={styles.linkButton}>
          {t('wallet.passwordFirst')}
        </Link>
      )}
      <Button type="submit" loading={send.isPending}>
        {t('wallet.uplineSend')}
      </Button>
    </form>
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
