import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import styles from './tooltip.module.css';

type Describable = ReactElement<{ 'aria-describedby'?: string }>;

export interface TooltipProps {
  /** A short hint; screen readers hear it as the trigger's description. */
  content: ReactNode;
  /** The one focusable element it describes, such as a Button or a link. */
  children: Describable;
  /** Which side of the trigger it appears on. @default 'top' */
  placement?: 'top' | 'bottom';
  /** Start shown, e.g. for a first-visit hint; it still hides on Escape, blur or leave. */
  defaultOpen?: boolean;
}

/**
 * A hint shown on hover and on keyboard focus, hidden on Escape, blur or pointer leave.
 * Hand-written because it is small, and a positioning library would outweigh it.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  defaultOpen = false,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);

  // WCAG 1.4.13: a hint must be dismissible without moving the pointer or the focus.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  return (
    <span
      className={styles.anchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {/* Rendered while hidden too, so aria-describedby always points at a real element. */}
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={`${styles.tooltip} ${styles[placement]}`}
      >
        {content}
      </span>
    </span>
  );
}
