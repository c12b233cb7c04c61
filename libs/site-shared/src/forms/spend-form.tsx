import { parseAmount } from '@tessera/domain';
import { PlatformError } from '@tessera/sdk';
import { Button, minorUnitDigits, PasswordField } from '@tessera/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../wallet/balance';
import { useMoney } from '../wallet/use-money';
import { AmountField } from './amount-field';
import { spendProblems } from './amount-message';
import { CallError } from './call-error';
import styles from './money-forms.module.css';

export interface SpendFormProps {
  /** Called with an amount within the main wallet's balance (minor units) and the password. */
  onSpend: (amount: number, withdrawalPassword: string) => void;
  pending: boolean;
  /** The last call's failure: shown, and a missing withdrawal password links to setting one. */
  error: Error | null;
  /** The submit button's and the set-a-password link's texts. */
  labels: { submit: string; passwordFirst: string };
}

/**
 * An amount of the main wallet and the withdrawal password, checked before anything is sent:
 * the form of every transfer that spends the member's own money (to the upline, to a downline).
 */
export function SpendForm({ onSpend, pending, error, labels }: SpendFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const balance = useBalance();
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});
  const available = balance?.balance ?? 0;
  const digits = minorUnitDigits(balance?.currency ?? 'BDT');
  const passwordMissing =
    error instanceof PlatformError && error.code === 'WITHDRAWAL_PASSWORD_NOT_SET';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('withdrawalPassword') ?? '');
    const parsed = parseAmount(typed, digits, { min: 1, max: Math.max(available, 1) });
    const found = spendProblems(t, parsed, password, money);
    setProblems(found);
    if (!parsed.ok || found.password) return;
    onSpend(parsed.minor, password);
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
      <CallError error={error} />
      {passwordMissing && (
        <Link to="/member/withdraw" search={{ setPassword: true }} className={styles.linkButton}>
          {labels.passwordFirst}
        </Link>
      )}
      <Button type="submit" loading={pending}>
        {labels.submit}
      </Button>
    </form>
  );
}
