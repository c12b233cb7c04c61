import { useId } from 'react';
import styles from './console.module.css';

/** A labelled multi-line field (IP allow-lists), with hint and error read with it. */
export function TextArea(props: {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange(value: string): void;
  name?: string;
}) {
  const id = useId();
  return (
    <div className={styles.label}>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        className={styles.textarea}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      {props.hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span id={`${id}-error`} className={styles.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}
