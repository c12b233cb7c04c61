import { TextField } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './cashier-forms.module.css';

export interface AmountFieldProps {
  /** What the member typed, in major units ("500.50"). */
  value: string;
  onChange: (value: string) => void;
  /** One-tap amounts, integer minor units. */
  quick: readonly number[];
  /** Formats minor units for the buttons. */
  money: (amount: number) => string;
  /** Minor units → the text the field shows for a quick amount. */
  toText: (amount: number) => string;
  /** Already translated. */
  error?: string;
  /** E.g. the method's min and max. */
  hint?: string;
}

/** The amount to deposit or withdraw: typed, or picked from round quick amounts. */
export function AmountField({
  value,
  onChange,
  quick,
  money,
  toText,
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
