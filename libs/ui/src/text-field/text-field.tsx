import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedControl, Field, fieldStyles, useFieldIds } from '../field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Guidance shown under the field and read with it. */
  hint?: string;
  /** Already translated message; marks the input invalid and is read with it. */
  error?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Inside the box after the input, e.g. PasswordField's show toggle. */
  trailing?: ReactNode;
}

/** A labelled text input; every other input prop and the ref go to the `<input>`. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  trailing,
  id,
  className,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const box = [fieldStyles.box, error && fieldStyles.invalid].filter(Boolean).join(' ');
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
      <div className={box}>
        <input
          type={type}
          required={required}
          className={fieldStyles.control}
          {...describedControl(ids, { hint, error, describedBy })}
          {...rest}
        />
        {trailing}
      </div>
    </Field>
  );
}
