import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../line-icons';
import { formatAmount } from './format-amount';
import styles from './balance-chip.module.css';

export interface BalanceChipProps {
  /** Integer minor units (paisa, centavos): money never travels as a float. */
  amount: number;
  /** ISO 4217 code; decides the decimals and the default symbol. */
  currency: string;
  /** Replaces the symbol Intl picks, e.g. "৳" or "Tk". @default the currency's narrow symbol */
  symbol?: string;
  /** Whether the amount is masked, when the parent remembers it (e.g. across pages). */
  masked?: boolean;
  /** First masked state when uncontrolled. @default false */
  defaultMasked?: boolean;
  onMaskedChange?: (masked: boolean) => void;
  /** Fetches a fresh balance; the button spins until the promise settles. Handle errors in it. */
  onRefresh?: () => Promise<unknown>;
  /** Demo money (a free trial's): a "Demo" tag follows the amount. @default false */
  demo?: boolean;
}

/** The player's balance in the reader's number format, with mask and refresh buttons. */
export function BalanceChip({
  amount,
  currency,
  symbol,
  masked,
  defaultMasked = false,
  onMaskedChange,
  onRefresh,
  demo = false,
}: BalanceChipProps) {
  const { t, i18n } = useTranslation();
  const [ownMasked, setOwnMasked] = useState(defaultMasked);
  const [refreshing, setRefreshing] = useState(false);
  const isMasked = masked ?? ownMasked;

  function toggleMask() {
    if (masked === undefined) setOwnMasked(!isMasked);
    onMaskedChange?.(!isMasked);
  }

  function refresh() {
    if (!onRefresh) return;
    setRefreshing(true);
    const stop = () => setRefreshing(false);
    // Both outcomes only end the spinner; reporting a failure is the caller's job.
    onRefresh().then(stop, stop);
  }

  return (
    <div role="group" aria-label={t('kitForms.balance')} className={styles.chip}>
      <span className={styles.amount} aria-live="polite">
        {isMasked ? (
          <>
            <span aria-hidden="true">••••</span>
            <span className="visually-hidden">{t('kitForms.balanceHidden')}</span>
          </>
        ) : (
          formatAmount(amount, currency, i18n.language, symbol)
        )}
      </span>
      {demo && (
        <span className={styles.demo} title={t('kitForms.demoHint')}>
          {t('kitForms.demo')}
          <span className="visually-hidden">: {t('kitForms.demoHint')}</span>
        </span>
      )}
      {/* The name stays "Hide balance" and aria-pressed says whether it is hidden. */}
      <IconButton
        size="sm"
        label={t('kitForms.hideBalance')}
        aria-pressed={isMasked}
        icon={isMasked ? <EyeOffIcon /> : <EyeIcon />}
        onClick={toggleMask}
      />
      {onRefresh && (
        <IconButton
          className={styles.refresh}
          size="sm"
          label={t('kitForms.refreshBalance')}
          icon={<RefreshIcon />}
          loading={refreshing}
          onClick={refresh}
        />
      )}
    </div>
  );
}
