import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** The ids that tie a control to its label, hint and error. */
export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** Ids for one field; a caller's `id` wins so labels elsewhere can still point at the control. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The aria attributes a control needs so screen readers read its hint and error with it. */
export function describedControl(
  ids: FieldIds,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
) {
  const refs = [describedBy, hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean);
  return {
    id: ids.controlId,
    'aria-describedby': refs.length > 0 ? refs.join(' ') : undefined,
    'aria-invalid': error ? true : undefined,
  };
}

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Adds the `*` marker; the control itself carries `required` for screen readers. */
  required?: boolean;
  /** Keeps the label for screen readers only, when the layout already says what the field is. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error below: the layout every kit field shares. */
export function Field({
  ids,
  label,
  hint,
  error,
  required,
  hideLabel,
  className,
  children,
}: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
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
