import type { DepositMethod } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import text from './card-text.module.css';
import styles from './method-picker.module.css';

export interface MethodPickerProps {
  methods: readonly DepositMethod[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  money: (amount: number, currency?: string) => string;
}

/** The deposit methods as radio cards: logo, name, min–max and fee. */
export function MethodPicker({ methods, selectedId, onSelect, money }: MethodPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{t('cashier.method')}</legend>
      <div className={styles.grid}>
        {methods.map((method) => (
          <label key={method.id} className={styles.card}>
            <input
              type="radio"
              name="method"
              value={method.id}
              checked={selectedId === method.id}
              onChange={() => onSelect(method.id)}
              className={styles.radio}
            />
            <MethodLogo src={method.logo} name={method.name} />
            <span className={text.text}>
              <span className={text.name}>{method.name}</span>
              <span className={text.detail}>
                {t('cashier.limits', {
                  min: money(method.min, method.currency),
                  max: money(method.max, method.currency),
                })}
              </span>
              <span className={text.detail}>
                {method.fee > 0
                  ? t('cashier.fee', { fee: money(method.fee, method.currency) })
                  : t('cashier.noFee')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A method's logo, decorative (the name beside it says which method it is). A logo that is
 * missing or fails to load becomes the name's first letter instead of a broken image.
 */
function MethodLogo({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span aria-hidden="true" className={styles.logo}>
        {name.slice(0, 1)}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      className={styles.logo}
      onError={() => setFailed(true)}
    />
  );
}
