import type { PayeeAccount, Withdrawal } from '@tessera/contract';
import { parseAmount, quickAmounts } from '@tessera/domain';
import { PlatformError } from '@tessera/sdk';
import { Button, minorUnitDigits, PasswordField, Select } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../core/wallet/balance';
import { useRequestWithdrawal } from '../api/withdrawals';
import { AmountField } from '../../../core/forms/amount-field';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';
import { useMoney } from '../hooks/use-money';
import { spendProblems } from '../../../core/forms/amount-message';
import { amountText } from '../utils/amount-text';

export interface WithdrawalFormProps {
  /** At least one bound account. */
  accounts: readonly PayeeAccount[];
  onRequested: (withdrawal: Withdrawal) => void;
  /** The platform says no withdrawal password is set yet. */
  onPasswordMissing: () => void;
}

/**
 * Account, amount (at most the available balance; the merchant's own limits are the platform's
 * to check and come back translated) and the withdrawal password.
 */
export function WithdrawalForm({ accounts, onRequested, onPasswordMissing }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const request = useRequestWithdrawal();
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});
  const available = balance?.balance ?? 0;
  const digits = minorUnitDigits(balance?.currency ?? 'BDT');
  const bounds = { min: 1, max: Math.max(available, 1) };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('withdrawalPassword') ?? '');
    const parsed = parseAmount(typed, digits, bounds);
    const found = spendProblems(t, parsed, password, money);
    setProblems(found);
    if (!parsed.ok || found.password) return;
    request.mutate(
      {
        payeeAccountId: Number(form.get('payeeAccountId')),
        amount: parsed.minor,
        withdrawalPassword: password,
      },
      {
        onSuccess: onRequested,
        onError: (error) => {
          if (error instanceof PlatformError && error.code === 'WITHDRAWAL_PASSWORD_NOT_SET')
            onPasswordMissing();
        },
      },
    );
  };

  const options = accounts.map((account) => ({
    value: String(account.id),
    label: `${account.provider} ${account.maskedNumber}`,
  }));
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Select name="payeeAccountId" label={t('cashier.payTo')} options={options} />
      <p className={styles.muted}>
        {t('cashier.available')}:{' '}
        <strong data-testid="available-balance">{money(available)}</strong>
      </p>
      <AmountField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblems((now) => ({ ...now, amount: undefined }));
        }}
        quick={available > 0 ? quickAmounts(digits, bounds, 4) : []}
        money={money}
        toText={(amount) => amountText(amount, digits)}
        error={problems.amount}
      />
      <PasswordField
        name="withdrawalPassword"
        label={t('cashier.withdrawalPassword')}
        autoComplete="off"
        error={problems.password}
      />
      <CallError error={request.error} />
      <Button type="submit" loading={request.isPending}>
        {t('cashier.withdraw')}
      </Button>
    </form>
  );
}
