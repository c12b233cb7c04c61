import { nextRollingValue, rollingStart } from '@tessera/domain';
import { formatAmount } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { useBalance } from '@tessera/site-shared/wallet/balance';
import styles from './game-card.module.css';
import { subscribeRollingClock } from './rolling-clock';

/**
 * A value that grows by the domain's rolling step every ROLLING_INTERVAL_MS (3 s, spec §4), on
 * the page's one rolling clock.
 */
export function useRollingValue(start: number, random: () => number = Math.random): number {
  const [value, setValue] = useState(start);
  useEffect(
    () => subscribeRollingClock(() => setValue((current) => nextRollingValue(current, random))),
    [random],
  );
  return value;
}

/**
 * The hot card's prize number, growing every 3 s next to the currency symbol (spec §2, §4). The
 * number changes for everyone; only the little lift is animation, and reduced motion drops it
 * (CSS). It is not a live region: a screen reader would otherwise read it every 3 seconds.
 */
export function RollingPrize({ nodeId }: { nodeId: number }) {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useStartup();
  const balance = useBalance();
  const value = useRollingValue(rollingStart(nodeId));
  // The member's wallet currency and symbol when known, else the merchant's currency.
  const currency = balance?.currency ?? whitelabel.currency;
  return (
    <p className={styles.prize}>
      <span className="visually-hidden">{t('games.prizePool')} </span>
      <span key={value} className={styles.prizeValue} data-testid="rolling-prize">
        {formatAmount(value, currency, i18n.language, balance?.currencySymbol)}
      </span>
    </p>
  );
}
