import { TextField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './money-forms.module.css';

export interface AmountFieldProps {
  /** What the member typed, in major units ("500.50"). */
  value: string;
  onChange: (value: string) => void;
  /** One-tap amounts, integer minor units; none by default. */
  quick?: readonly number[];
  /** Formats minor units for the buttons (needed with `quick`). */
  money?: (amount: number) => string;
  /** Minor units → the text the field shows for a quick amount (needed with `quick`). */
  toText?: (amount: number) => string;
  /** Already translated. */
  error?: string;
  /** E.g. the method's min and max. */
  hint?: string;
}

/** The amount of a money form (deposit, withdrawal, transfer): typed, or picked from quick amounts. */
export function AmountField({
  value,
  onChange,
  quick = [],
  money = String,
  toText = String,
  error,
  hint,
}: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <TextField
        name="amount"
        label={t('cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={hint}
      />
      {quick.length > 0 && (
        <div role="group" aria-label={t('cashier.quickAmounts')} className={styles.quick}>
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.quickButton}
              aria-pressed={value === toText(amount)}
              onClick={() => onChange(toText(amount))}
            >
              {money(amount)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
