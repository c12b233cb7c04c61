import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../spinner';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** What pressing does ("Refresh balance"): an icon alone gives a screen reader nothing to say. */
  label: string;
  /** Decorative glyph; it is hidden from assistive technology. */
  icon: ReactNode;
  /** Visual size; every size keeps a 44 px touch target. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** @default 'ghost' */
  variant?: 'ghost' | 'secondary' | 'primary';
  /** Swaps the icon for a spinner and ignores presses while an action runs; focus stays. */
  loading?: boolean;
}

/** A button that shows only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  size = 'md',
  variant = 'ghost',
  loading = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  const classes = [styles.iconButton, styles[size], styles[variant], className];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      aria-busy={loading || undefined}
      // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
      aria-disabled={loading || rest['aria-disabled']}
      onClick={(event) => (loading ? event.preventDefault() : onClick?.(event))}
      {...rest}
    >
      {loading ? (
        <Spinner size={16} decorative />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
    </button>
  );
}
