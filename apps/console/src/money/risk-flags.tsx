import { WITHDRAWAL_RISK_FLAGS, type WithdrawalRiskFlag } from '@tessera/contract';
import { Tooltip } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from '../desk-kit/desk.module.css';

const DANGER: readonly WithdrawalRiskFlag[] = [
  'OVER_THRESHOLD',
  'SHARED_IP_OR_DEVICE',
  'NO_PLAY_SINCE_DEPOSIT',
];

/** A row's risk flags as labelled badges; each explains itself on hover or focus. */
export function RiskFlags({ flags }: { flags: readonly WithdrawalRiskFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return <span className={styles.meta}>{t('desks.noFlags')}</span>;
  return (
    <ul
      className={styles.flags}
      aria-label={t('desks.flags')}
      style={{ margin: 0, padding: 0, listStyle: 'none' }}
    >
      {flags.map((flag) => (
        <li key={flag}>
          <Tooltip content={t(`desks.flagHelp_${flag}`)}>
            <span tabIndex={0} className={DANGER.includes(flag) ? styles.flagDanger : styles.flag}>
              {t(`desks.flag_${flag}`)}
            </span>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}

/** What each flag means, folded under the queue. */
export function FlagLegend({
  flags = WITHDRAWAL_RISK_FLAGS,
}: {
  flags?: readonly WithdrawalRiskFlag[];
}) {
  const { t } = useTranslation();
  return (
    <details className={styles.legend}>
      <summary>{t('desks.flagLegend')}</summary>
      <dl>
        {flags.map((flag) => (
          <div key={flag} style={{ display: 'contents' }}>
            <dt>
              <span className={DANGER.includes(flag) ? styles.flagDanger : styles.flag}>
                {t(`desks.flag_${flag}`)}
              </span>
            </dt>
            <dd>{t(`desks.flagHelp_${flag}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
