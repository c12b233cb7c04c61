import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../spinner';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

/** The one button of the kit; pass `type="submit"` inside forms. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    variant !== 'primary' && styles[variant],
    size === 'sm' && styles.small,
    className,
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} decorative />}
      {children}
    </button>
  );
}
