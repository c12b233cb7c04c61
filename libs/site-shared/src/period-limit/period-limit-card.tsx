import type { LimitPeriod } from '@tessera/contract';
import { parseAmount, type AmountProblem } from '@tessera/domain';
import { Button, minorUnitDigits, TextField } from '@tessera/ui';
import type { ParseKeys, TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand-context';
import { useDateTime } from '../format/use-date-time';
import { useMoney } from '../wallet/use-money';
import styles from './period-limit-card.module.css';

/** A period's limit as the platform answers it, whatever it limits. */
export interface PeriodLimit {
  amount: number | null;
  pending: { amount: number | null; from: string } | null;
}

type Money = (amount: number) => string;

/**
 * What sets one kind of limit (deposits, net losses) apart on its card: its texts, its largest
 * amount and the running figure beside the limit. Everything else is the one rule below.
 */
export interface PeriodLimitKind<Limit extends PeriodLimit> {
  /** Prefix of the heading's id (`<id>-daily`). */
  id: string;
  /** The card's heading level on its page. */
  heading: 'h2' | 'h3';
  max: number;
  periodName: Record<LimitPeriod, ParseKeys>;
  texts: Record<
    'now' | 'none' | 'pendingRemoval' | 'pendingChange' | 'newLimit' | 'save' | 'remove',
    ParseKeys
  >;
  /** The figure beside the limit (used so far, lost so far …), already as words and money. */
  progress: (limit: Limit, money: Money) => { label: ParseKeys; amount: string };
  /** The field's message for an amount that is not one. */
  invalid: (t: TFunction, problem: AmountProblem, money: Money) => string;
  /** Whether a waiting change's date is shown in the reader's date format (else as given). */
  formatsFrom: boolean;
}

export interface PeriodLimitCardProps<Limit extends PeriodLimit> {
  kind: PeriodLimitKind<Limit>;
  period: LimitPeriod;
  limit: Limit;
  /** Sends the new amount (null removes the limit). */
  onSave: (amount: number | null) => void;
  saving: boolean;
}

/**
 * One period's limit: what is in force, the running figure, any change waiting for its time, and
 * a field to set, lower, raise or remove it. The platform decides when a change applies.
 */
export function PeriodLimitCard<Limit extends PeriodLimit>({
  kind,
  period,
  limit,
  onSave,
  saving,
}: PeriodLimitCardProps<Limit>) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const digits = minorUnitDigits(useBrand().currency);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const titleId = `${kind.id}-${period}`;
  const Heading = kind.heading;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(typed, digits, { min: 1, max: kind.max });
    if (!parsed.ok) return setProblem(kind.invalid(t, parsed.problem, money));
    setProblem(undefined);
    onSave(parsed.minor);
    setTyped('');
  };

  const pending = limit.pending;
  const from = pending && (kind.formatsFrom ? when(pending.from) : pending.from);
  const progress = kind.progress(limit, money);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.cardTitle}>
        {t(kind.periodName[period])}
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>{t(kind.texts.now)}</dt>
          <dd>{limit.amount === null ? t(kind.texts.none) : money(limit.amount)}</dd>
        </div>
        <div>
          <dt>{t(progress.label)}</dt>
          <dd>{progress.amount}</dd>
        </div>
      </dl>
      {pending && (
        <p className={styles.muted}>
          {pending.amount === null
            ? t(kind.texts.pendingRemoval, { from })
            : t(kind.texts.pendingChange, { amount: money(pending.amount), from })}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t(kind.texts.newLimit)}
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
            {t(kind.texts.save)}
          </Button>
          {limit.amount !== null && pending?.amount !== null && (
            <Button variant="secondary" disabled={saving} onClick={() => onSave(null)}>
              {t(kind.texts.remove)}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
