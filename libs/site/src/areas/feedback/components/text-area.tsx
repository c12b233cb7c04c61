import { MAX_FEEDBACK_CHARS } from '@tessera/contract';
import { charCount } from '@tessera/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './feedback.module.css';

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Already translated; marks the field invalid and is read with it. */
  error?: string;
  disabled?: boolean;
  name?: string;
}

/** A labelled text area with the characters left of 140 (spec §5), its hint and its error. */
export function TextArea({ label, value, onChange, hint, error, disabled, name }: TextAreaProps) {
  const { t } = useTranslation();
  const id = useId();
  const left = MAX_FEEDBACK_CHARS - charCount(value);
  const described = [hint && `${id}-hint`, `${id}-left`, error && `${id}-error`].filter(Boolean);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        rows={4}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(' ')}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p
        id={`${id}-left`}
        className={`${styles.hint} ${left < 0 ? styles.over : ''}`}
        aria-live="polite"
      >
        {t('feedback.charsLeft', { count: left })}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
