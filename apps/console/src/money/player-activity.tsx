import type { PlayerActivity } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, shortDeviceId } from '../core/format';
import styles from '../desk-kit/desk.module.css';
import { formatMinor } from '../desk-kit/money';

/** The drawer's "player's last 30 days": totals, rounds, turnover left, recent items, shared IPs. */
export function PlayerActivityView({ activity }: { activity: PlayerActivity }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMinor(i18n.language, amount, activity.currency);
  return (
    <section className={styles.card} aria-labelledby="activity-title">
      <h3 id="activity-title">{t('desks.last30', { account: activity.account })}</h3>
      <dl className={styles.facts}>
        <dt>{t('desks.depositsTotal')}</dt>
        <dd>
          {t('desks.tally', {
            n: activity.depositTotal.count,
            amount: money(activity.depositTotal.amount),
          })}
        </dd>
        <dt>{t('desks.withdrawalsTotal')}</dt>
        <dd>
          {t('desks.tally', {
            n: activity.withdrawalTotal.count,
            amount: money(activity.withdrawalTotal.amount),
          })}
        </dd>
        <dt>{t('desks.rounds')}</dt>
        <dd>
          {t('desks.roundsValue', {
            n: activity.rounds.count,
            stake: money(activity.rounds.stake),
            win: money(activity.rounds.win),
          })}
        </dd>
        <dt>{t('desks.turnoverLeft')}</dt>
        <dd>{money(activity.turnoverLeft)}</dd>
      </dl>
      {[
        ['desks.recentDeposits', activity.deposits],
        ['desks.recentWithdrawals', activity.withdrawals],
      ].map(([title, items]) => (
        <div key={title as string}>
          <h4 style={{ margin: '0 0 6px' }}>{t(title as 'desks.recentDeposits')}</h4>
          {(items as PlayerActivity['deposits']).length === 0 ? (
            <p className={styles.meta}>{t('desks.none')}</p>
          ) : (
            <ul className={styles.list}>
              {(items as PlayerActivity['deposits']).map((item) => (
                <li key={item.id} className={styles.meta}>
                  #{item.id} · {formatMinor(i18n.language, item.amount, item.currency)} ·{' '}
                  {t(`desks.status_${item.status}` as 'desks.status_paid', {
                    defaultValue: item.status,
                  })}{' '}
                  · {formatDateTime(i18n.language, item.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <div>
        <h4 style={{ margin: '0 0 6px' }}>{t('desks.sharedAccounts')}</h4>
        {activity.sharedAccounts.length === 0 ? (
          <p className={styles.meta}>{t('desks.none')}</p>
        ) : (
          <ul className={styles.list}>
            {activity.sharedAccounts.map((shared) => (
              <li key={`${shared.memberId}-${shared.value}`}>
                {shared.account} (#{shared.memberId}) ·{' '}
                {shared.via === 'ip' ? (
                  t('desks.viaIp', { value: shared.value })
                ) : (
                  <span title={t('desks.deviceIdFull', { id: shared.value })}>
                    {t('desks.viaDevice', { value: shortDeviceId(shared.value) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
