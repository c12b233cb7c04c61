import type { PointsConfig } from '@tessera/contract';
import { DataTable } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './points.module.css';

/** The points rules (spec §9: points never expire) and what each source earns. */
export function PointsRules({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.section}>
      <ol className={styles.rules}>
        {(['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const).map((rule) => (
          <li key={rule}>{t(`points.${rule}`)}</li>
        ))}
      </ol>
      <DataTable
        columns={[
          { key: 'source', header: t('points.source'), render: (row) => t(`points.${row.source}`) },
          {
            key: 'per',
            header: t('points.perPoint'),
            align: 'end',
            render: (row) => money(row.amountPerPoint),
          },
        ]}
        rows={config.rates}
        getRowKey={(row) => row.source}
        caption={t('points.tabRules')}
        hideCaption
      />
    </section>
  );
}
