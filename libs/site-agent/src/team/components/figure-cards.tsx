import type { TeamOverview } from '@tessera/contract';
import { numberFormat } from '@tessera/i18n';
import { Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from '../../shell/agent-page.module.css';

/** The team overview's numbers as cards: head counts, then money (P/L red when the team lost). */
export function FigureCards({ overview }: { overview: TeamOverview | undefined }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = (value: number) => numberFormat(i18n.language).format(value);
  if (!overview)
    return (
      <div className={styles.cards} role="status" aria-label={t('agent.teamOverview')}>
        <span className="visually-hidden">{t('common.loading')}</span>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} shape="block" height={72} />
        ))}
      </div>
    );
  const cards = [
    { label: t('agent.members'), value: count(overview.members) },
    { label: t('agent.directMembers'), value: count(overview.directMembers) },
    { label: t('agent.activeMembers'), value: count(overview.activeMembers) },
    { label: t('agent.newMembers'), value: count(overview.newMembers) },
    { label: t('agent.deposits'), value: money(overview.deposits) },
    { label: t('agent.withdrawals'), value: money(overview.withdrawals) },
    { label: t('agent.validBet'), value: money(overview.validBet) },
    {
      label: t('agent.profitLoss'),
      value: money(overview.profitLoss),
      negative: overview.profitLoss < 0,
    },
  ];
  return (
    <dl className={styles.cards} aria-label={t('agent.teamOverview')}>
      {cards.map((card) => (
        <div key={card.label} className={styles.card}>
          <dt>{card.label}</dt>
          <dd className={card.negative ? styles.negative : undefined}>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
