import { type DepositLimit, type DepositLimitPeriod, MAX_DEPOSIT_AMOUNT } from '@tessera/contract';
import { parseAmount } from '@tessera/domain';
import { Button, minorUnitDigits, TextField } from '@tessera/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountMessage, LIMIT_PERIOD_NAME } from '@tessera/site-cashier';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import styles from './records.module.css';

export interface DepositLimitCardProps {
  period: DepositLimitPeriod;
  limit: DepositLimit;
  /** Sends the new amount (null removes the limit). */
  onSave: (amount: number | null) => void;
  saving: boolean;
}

/**
 * One period's limit: what is in force, how much is used, any change waiting for its time, and a
 * field to set, lower, raise or remove it. The platform decides when a change applies.
 */
export function DepositLimitCard({ period, limit, onSave, saving }: DepositLimitCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const digits = minorUnitDigits(useBrand().currency);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const titleId = `limit-${period}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(typed, digits, { min: 1, max: MAX_DEPOSIT_AMOUNT });
    if (!parsed.ok) return setProblem(amountMessage(t, parsed.problem, money));
    setProblem(undefined);
    onSave(parsed.minor);
    setTyped('');
  };

  const pending = limit.pending;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t(LIMIT_PERIOD_NAME[period])}
      </h2>
      <dl className={styles.limitFacts}>
        <div>
          <dt>{t('records.limitNow')}</dt>
          <dd>{limit.amount === null ? t('records.limitNone') : money(limit.amount)}</dd>
        </div>
        <div>
          <dt>{t('records.limitUsed')}</dt>
          <dd>{money(limit.used)}</dd>
        </div>
      </dl>
      {pending && (
        <p className={styles.muted}>
          {pending.amount === null
            ? t('records.limitPendingRemoval', { from: pending.from })
            : t('records.limitPendingChange', {
                amount: money(pending.amount),
                from: pending.from,
              })}
        </p>
      )}
      <form className={styles.limitForm} noValidate onSubmit={submit}>
        <TextField
          label={t('records.newLimit')}
          inputMode="decimal"
          value={typed}
          error={problem}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
        />
        <div className={styles.limitActions}>
          <Button type="submit" loading={saving}>
            {t('records.saveLimit')}
          </Button>
          {limit.amount !== null && pending?.amount !== null && (
            <Button variant="secondary" disabled={saving} onClick={() => onSave(null)}>
              {t('records.removeLimit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
