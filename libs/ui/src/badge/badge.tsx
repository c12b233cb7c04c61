import { numberFormat } from '@tessera/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './badge.module.css';

export interface BadgeProps {
  /** How many new things there are. */
  count: number;
  /** Larger counts show as "99+" so the bubble stays small; the spoken text keeps the count. @default 99 */
  max?: number;
  /** Show a bubble for zero too; by default nothing new means no bubble. @default false */
  showZero?: boolean;
  /** The thing the count belongs to; the bubble sits on its top corner. Alone without it. */
  children?: ReactNode;
  /** @default 'danger' */
  tone?: 'danger' | 'brand';
}

/** A count bubble, e.g. unread messages, over an icon or on its own. */
export function Badge({
  count,
  max = 99,
  showZero = false,
  children,
  tone = 'danger',
}: BadgeProps) {
  const { t, i18n } = useTranslation();
  const visible = count > 0 || showZero;
  const number = numberFormat(i18n.language);
  const shown = count > max ? `${number.format(max)}+` : number.format(count);
  const bubble = visible && (
    <span
      className={[styles.bubble, styles[tone], children && styles.over].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true">{shown}</span>
      {/* A span cannot carry aria-label reliably; hidden text is read by every screen reader. */}
      <span className="visually-hidden"> {t('kitForms.badgeNew', { count })}</span>
    </span>
  );
  if (!children) return bubble || null;
  return (
    <span className={styles.anchor}>
      {children}
      {bubble}
    </span>
  );
}
