import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedControl, useFieldIds } from '../field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Text beside the box; may hold a link, e.g. to the terms. */
  label: ReactNode;
  /** Guidance shown under the label and read with it. */
  hint?: string;
  /** Already translated message; marks the box invalid and is read with it. */
  error?: string;
  /** Called with the new state; `onChange` still receives the raw event. */
  onCheckedChange?: (checked: boolean) => void;
}

/** A native checkbox with its label; pass `checked` to control it or `defaultChecked` not to. */
export function Checkbox({
  label,
  hint,
  error,
  onCheckedChange,
  onChange,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={[styles.checkbox, error && styles.invalid, className].filter(Boolean).join(' ')}
    >
      <label className={styles.row}>
        <input
          type="checkbox"
          required={required}
          className={styles.box}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          {...describedControl(ids, { hint, error, describedBy })}
          {...rest}
        />
        <span className={styles.label}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </span>
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
