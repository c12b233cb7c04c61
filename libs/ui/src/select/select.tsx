import type { ComponentPropsWithRef } from 'react';
import { describedControl, Field, fieldStyles, useFieldIds } from '../field';
import { ChevronIcon } from '../line-icons';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'multiple'
> {
  /** Visible label; also the select's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** Text of an empty first option (value ""), so nothing is chosen for the player. */
  placeholder?: string;
  /** Guidance shown under the field and read with it. */
  hint?: string;
  /** Already translated message; marks the select invalid and is read with it. */
  error?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
}

/** A native select, styled: phones open their own picker, which beats any custom list on touch. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  const box = [fieldStyles.box, styles.box, error && fieldStyles.invalid];
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      <div className={box.filter(Boolean).join(' ')}>
        <select
          required={required}
          className={[fieldStyles.control, styles.select].join(' ')}
          {...describedControl(ids, { hint, error, describedBy })}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <ChevronIcon direction="down" />
        </span>
      </div>
    </Field>
  );
}
