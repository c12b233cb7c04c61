import { useQuery } from '@tanstack/react-query';
import { REBATE_CATEGORIES, type VipInfo, type VipLevel } from '@tessera/contract';
import { numberFormat } from '@tessera/i18n';
import { Button, DataTable, EmptyState, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { vipQuery } from '../api/vip-query';
import styles from './vip.module.css';

/**
 * /member/vip: the member's level, progress towards the next (deposits and valid bets, both
 * needed) and every level's benefits: daily rebate per game type, largest withdrawal, upgrade
 * and birthday bonuses.
 */
export function VipPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const vip = useQuery(vipQuery(client));

  const body = () => {
    if (vip.isPending)
      return (
        <div role="status" className={styles.page}>
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={160} />
          <Skeleton shape="block" height={240} />
        </div>
      );
    if (vip.isError)
      return (
        <EmptyState
          tone="error"
          title={t('points.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void vip.refetch()}>
              {t('points.retry')}
            </Button>
          }
        />
      );
    return (
      <>
        <Progress info={vip.data} />
        <Benefits info={vip.data} />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.vip" />
      {body()}
    </div>
  );
}

function Progress({ info }: { info: VipInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const current = info.levels.find((level) => level.level === info.level);
  const bar = (label: string, done: number, needed: number) => (
    <div className={styles.bar}>
      <label>
        {label}
        <progress max={Math.max(needed, 1)} value={Math.min(done, needed)} />
      </label>
      <p className={styles.muted}>
        {t('points.progress', { done: money(done), needed: money(needed) })}
      </p>
    </div>
  );
  return (
    <section className={styles.card} aria-label={t('points.vipLevel')}>
      <p className={styles.muted}>{t('points.vipLevel')}</p>
      <p className={styles.level} data-testid="vip-level">
        {current?.name ?? info.level}
      </p>
      {info.next ? (
        <>
          <h2 className={styles.heading}>{t('points.nextLevel', { name: info.next.name })}</h2>
          {bar(t('points.deposits'), info.deposits, info.next.depositThreshold)}
          {bar(t('points.turnover'), info.turnover, info.next.turnoverThreshold)}
        </>
      ) : (
        <p>{t('points.topLevel')}</p>
      )}
      <p className={styles.muted}>{t('points.levelRule')}</p>
    </section>
  );
}

function Benefits({ info }: { info: VipInfo }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const percent = (bp: number) =>
    t('points.percent', {
      rate: numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(bp / 100),
    });
  const rebate = (level: VipLevel) =>
    REBATE_CATEGORIES.map(
      (category) => `${t(`points.${category}`)} ${percent(level.rebate[category])}`,
    ).join(', ');
  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{t('points.benefits')}</h2>
      <p className={styles.muted}>{t('points.rebateRule')}</p>
      <DataTable
        columns={[
          {
            key: 'name',
            header: t('points.level'),
            render: (level) =>
              level.level === info.level ? (
                <span className={styles.current}>
                  {level.name} ({t('points.yourLevel')})
                </span>
              ) : (
                level.name
              ),
          },
          { key: 'rebate', header: t('points.rebate'), render: rebate },
          {
            key: 'withdrawalMax',
            header: t('points.withdrawalMax'),
            align: 'end',
            render: (level) =>
              level.withdrawalMax === null ? t('points.standard') : money(level.withdrawalMax),
          },
          {
            key: 'upgradeBonus',
            header: t('points.upgradeBonus'),
            align: 'end',
            render: (level) =>
              level.upgradeBonus > 0 ? money(level.upgradeBonus) : t('points.none'),
          },
          {
            key: 'birthdayBonus',
            header: t('points.birthdayBonus'),
            align: 'end',
            render: (level) =>
              level.birthdayBonus > 0 ? money(level.birthdayBonus) : t('points.none'),
          },
        ]}
        rows={info.levels}
        getRowKey={(level) => level.level}
        caption={t('points.benefits')}
        hideCaption
      />
    </section>
  );
}
