import { type LossLimit, type LossLimitPeriod, MAX_LOSS_LIMIT } from '@tessera/contract';
import { parseAmount } from '@tessera/domain';
import { Button, minorUnitDigits, TextField } from '@tessera/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { useDateTime } from '@tessera/site-shared/format/use-date-time';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './protection.module.css';

export interface LossLimitCardProps {
  period: LossLimitPeriod;
  limit: LossLimit;
  /** Sends the new amount (null removes the limit). */
  onSave: (amount: number | null) => void;
  saving: boolean;
}

/**
 * One period's loss limit: in force, the net loss so far, a change waiting for its time, and a
 * field to set, lower, raise or remove it. The platform decides when a change applies.
 */
export function LossLimitCard({ period, limit, onSave, saving }: LossLimitCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const digits = minorUnitDigits(useBrand().currency);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const titleId = `loss-limit-${period}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(typed, digits, { min: 1, max: MAX_LOSS_LIMIT });
    if (!parsed.ok) return setProblem(t('protection.amountInvalid'));
    setProblem(undefined);
    onSave(parsed.minor);
    setTyped('');
  };

  const pending = limit.pending;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t(`protection.${period}`)}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('protection.limitNow')}</dt>
          <dd>{limit.amount === null ? t('protection.limitNone') : money(limit.amount)}</dd>
        </div>
        <div>
          {/* `lost` is negative after a net win: that reads as a win, never as "loss −1.00". */}
          <dt>{t(limit.lost < 0 ? 'protection.wonSoFar' : 'protection.lostSoFar')}</dt>
          <dd>{money(Math.abs(limit.lost))}</dd>
        </div>
      </dl>
      {pending && (
        <p className={styles.muted}>
          {pending.amount === null
            ? t('protection.pendingRemoval', { from: when(pending.from) })
            : t('protection.pendingChange', {
                amount: money(pending.amount),
                from: when(pending.from),
              })}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t('protection.newLimit')}
          inputMode="decimal"
          value={typed}
          error={problem}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('protection.saveLimit')}
          </Button>
          {limit.amount !== null && pending?.amount !== null && (
            <Button variant="secondary" disabled={saving} onClick={() => onSave(null)}>
              {t('protection.removeLimit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
