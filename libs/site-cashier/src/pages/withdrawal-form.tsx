import { Link } from '@tanstack/react-router';
import type { PayeeAccount, Withdrawal, WithdrawalLimits } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { parseAmount, quickAmounts } from '@tessera/domain';
import { Button, minorUnitDigits, PasswordField, Select } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '@tessera/site-shared/wallet/balance';
import { useRequestWithdrawal } from '../api/withdrawals';
import { AmountField } from '@tessera/site-shared/forms/amount-field';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';
import { PasswordTries } from '../components/password-tries';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { amountMessage } from '@tessera/site-shared/forms/amount-message';
import { amountText } from '../utils/amount-text';
import { turnoverRefusal } from '../utils/turnover-refusal';

export interface WithdrawalFormProps {
  /** At least one bound account. */
  accounts: readonly PayeeAccount[];
  /** The merchant's minimum and maximum. */
  limits: WithdrawalLimits;
  /** What a withdrawal may take, minor units: main's available money plus the game wallets. */
  withdrawable: number;
  /** The withdrawal password's throttle, from the overview. */
  password: { triesLeft: number; lockedUntil: string | null };
  onRequested: (withdrawal: Withdrawal) => void;
}

/**
 * Account, amount and the withdrawal password (the balance is shown above it, by
 * WithdrawBalance). The amount is checked here first against the merchant's limits and what
 * the player may withdraw, with the texts the deposit form uses; the
 * platform checks them again.
 */
export function WithdrawalForm({
  accounts,
  limits,
  withdrawable: available,
  password,
  onRequested,
}: WithdrawalFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const request = useRequestWithdrawal();
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});
  const digits = minorUnitDigits(balance?.currency ?? 'BDT');
  const spendable = { min: limits.min, max: Math.min(limits.max, available) };

  const amountProblem = (): { minor?: number; problem?: string } => {
    const parsed = parseAmount(typed, digits, limits);
    if (!parsed.ok) return { problem: amountMessage(t, parsed.problem, money) };
    if (parsed.minor > available) return { problem: t('cashier.amountAboveBalance') };
    return { minor: parsed.minor };
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const secret = String(form.get('withdrawalPassword') ?? '');
    const { minor, problem } = amountProblem();
    const found = { amount: problem, password: secret ? undefined : t('validation.required') };
    setProblems(found);
    if (minor === undefined || found.password) return;
    request.mutate(
      {
        payeeAccountId: Number(form.get('payeeAccountId')),
        amount: minor,
        withdrawalPassword: secret,
      },
      { onSuccess: onRequested },
    );
  };

  const options = accounts.map((account) => ({
    value: String(account.id),
    label: `${account.provider} ${account.maskedNumber}`,
  }));
  const canSpend = spendable.max >= spendable.min;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Select name="payeeAccountId" label={t('cashier.payTo')} options={options} />
      <AmountField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblems((now) => ({ ...now, amount: undefined }));
        }}
        quick={canSpend ? quickAmounts(digits, spendable, 4) : []}
        money={money}
        toText={(amount) => amountText(amount, digits)}
        error={problems.amount}
        hint={t('cashier.withdrawRange', { min: money(limits.min), max: money(limits.max) })}
      />
      <PasswordField
        name="withdrawalPassword"
        label={t('cashier.withdrawalPassword')}
        autoComplete="off"
        error={problems.password}
      />
      <PasswordTries triesLeft={password.triesLeft} lockedUntil={password.lockedUntil} />
      <CallError error={request.error} message={turnoverRefusal(t, request.error, money)} />
      {request.error instanceof PlatformError && request.error.code === 'DOCUMENTS_REQUIRED' && (
        // Above the merchant's threshold: documents are uploaded in the security centre.
        <Link to="/member/security-center" className={styles.documentsLink}>
          {t('cashier.uploadDocuments')}
        </Link>
      )}
      <Button type="submit" loading={request.isPending}>
        {t('cashier.withdraw')}
      </Button>
    </form>
  );
}
