import type { DepositMethod } from '@tessera/contract';
import { parseAmount, quickAmounts } from '@tessera/domain';
import { Button, minorUnitDigits } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDeposit } from '../api/deposits';
import { AmountField } from '@tessera/site-shared/forms/amount-field';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';
import { MethodPicker } from '../components/method-picker';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { amountMessage } from '../utils/amount-message';
import { amountText } from '../utils/amount-text';
import { depositRefusal } from '../utils/deposit-refusal';

export interface DepositFormProps {
  /** The merchant's methods, at least one. */
  methods: readonly DepositMethod[];
  /** The new deposit's id, once the platform has it. */
  onCreated: (id: number) => void;
}

/** Method and amount; an amount the method cannot take is explained inline and never sent. */
export function DepositForm({ methods, onCreated }: DepositFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const create = useCreateDeposit();
  const [methodId, setMethodId] = useState(methods[0]?.id ?? null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const method = methods.find((entry) => entry.id === methodId) ?? methods[0];
  if (!method) return null;
  const digits = minorUnitDigits(method.currency);
  const inMethod = (amount: number) => money(amount, method.currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(typed, digits, method);
    if (!parsed.ok) return setProblem(amountMessage(t, parsed.problem, inMethod));
    setProblem(undefined);
    create.mutate(
      { methodId: method.id, amount: parsed.minor },
      { onSuccess: (deposit) => onCreated(deposit.id) },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <MethodPicker
        methods={methods}
        selectedId={method.id}
        onSelect={(id) => {
          setMethodId(id);
          setProblem(undefined);
        }}
        money={money}
      />
      <AmountField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblem(undefined);
        }}
        quick={quickAmounts(digits, method)}
        money={inMethod}
        toText={(amount) => amountText(amount, digits)}
        error={problem}
        hint={t('cashier.limits', { min: inMethod(method.min), max: inMethod(method.max) })}
      />
      <CallError error={create.error} message={depositRefusal(t, create.error, money)} />
      <Button type="submit" loading={create.isPending}>
        {t('cashier.deposit')}
      </Button>
    </form>
  );
}
