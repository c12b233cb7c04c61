import { numberFormat } from '@tessera/i18n';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../button';
import styles from './countdown-button.module.css';

export interface CountdownButtonProps extends ButtonProps {
  /** Seconds until it may be pressed again, usually `useCountdown().secondsLeft`; 0 means ready. */
  secondsLeft: number;
}

/**
 * A button that waits between presses, e.g. "Send code" → "Resend in 42 s". While counting it is
 * aria-disabled rather than disabled, so focus stays on it instead of falling to the page.
 */
export function CountdownButton({
  secondsLeft,
  children,
  onClick,
  className,
  ...rest
}: CountdownButtonProps) {
  const { t, i18n } = useTranslation();
  const counting = secondsLeft > 0;
  const seconds = numberFormat(i18n.language).format(secondsLeft);
  return (
    <Button
      {...rest}
      className={[counting && styles.counting, className].filter(Boolean).join(' ') || undefined}
      aria-disabled={counting || rest['aria-disabled']}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (counting) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {counting ? t('kitForms.resendIn', { seconds }) : children}
    </Button>
  );
}
