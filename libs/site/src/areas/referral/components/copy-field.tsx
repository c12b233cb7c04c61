import { Button } from '@tessera/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './referral.module.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
}

/** A read-only value with a copy button that says whether copying worked. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard
      .writeText(value)
      .then(() => setState('copied'))
      .catch(() => setState('failed'));
  return (
    <div className={styles.copy}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input
          id={id}
          className={styles.value}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {state === 'copied'
          ? t('referral.copied')
          : state === 'failed'
            ? t('referral.copyFailed')
            : ''}
      </p>
    </div>
  );
}
