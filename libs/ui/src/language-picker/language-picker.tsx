import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './language-picker.module.css';

export interface LanguageOption {
  code: string;
  /** The language's name in itself, so a reader recognises theirs. */
  nativeName: string;
}

export interface LanguagePickerProps {
  value: string;
  options: readonly LanguageOption[];
  onChange: (code: string) => void;
  /** Hide the visible label (it stays available to screen readers). */
  compact?: boolean;
  /** The chosen language's texts are still arriving (aria-busy). @default false */
  busy?: boolean;
}

/** Chooses the interface language. */
export function LanguagePicker({
  value,
  options,
  onChange,
  compact = false,
  busy = false,
}: LanguagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('common.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-busy={busy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </span>
  );
}
