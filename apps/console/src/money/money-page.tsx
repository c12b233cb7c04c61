import { Tabs } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Empty } from '../desk-kit/kit';
import { useDeskMerchant } from '../desk-kit/merchant';
import { AdjustmentForm, HeldAdjustments } from './adjustments';
import { DepositDrawer } from './deposit-drawer';
import type { MoneySearch, MoneyView } from './money-search';
import { Queue } from './queue';
import { ThresholdsForm } from './thresholds';
import { WithdrawalDrawer } from './withdrawal-drawer';

/** The money desk: withdrawal and deposit queues, adjustments, thresholds; each as allowed. */
export function MoneyPage({
  search,
  onSearch,
}: {
  search: MoneySearch;
  onSearch(next: MoneySearch): void;
}) {
  const { t } = useTranslation();
  const can = usePermissions();
  const merchant = useDeskMerchant();
  const views: { value: MoneyView; allowed: boolean }[] = [
    { value: 'withdrawals', allowed: can('withdrawals.read') },
    { value: 'deposits', allowed: can('deposits.read') },
    { value: 'adjustments', allowed: can('balances.adjust') || can('balances.approve') },
    { value: 'thresholds', allowed: can('withdrawals.read') },
  ];
  const allowed = views.filter((v) => v.allowed);
  const view = allowed.find((v) => v.value === search.view)?.value ?? allowed[0]?.value;
  const content = (value: MoneyView) => {
    if (value === 'withdrawals' || value === 'deposits')
      return <Queue kind={value} search={search} onSearch={onSearch} />;
    if (value === 'adjustments')
      return (
        <div className={styles.grid}>
          {can('balances.adjust') && <AdjustmentForm />}
          <HeldAdjustments />
        </div>
      );
    return (
      <div className={shared.page}>
        {merchant.field}
        {merchant.code ? (
          <ThresholdsForm merchant={merchant.code} />
        ) : (
          <Empty title={t('desks.pickMerchant')} />
        )}
      </div>
    );
  };
  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('desks.moneyTitle')}</h1>
      </div>
      {view ? (
        <Tabs
          label={t('desks.moneyTitle')}
          className={styles.tabs}
          value={view}
          wrap
          onChange={(value) => onSearch({ view: value as MoneyView })}
          items={allowed.map((v) => ({
            value: v.value,
            label: t(`desks.view_${v.value}`),
            content: v.value === view ? content(v.value) : null,
          }))}
        />
      ) : (
        <Empty title={t('errors.FORBIDDEN')} />
      )}
      <WithdrawalDrawer
        id={view === 'withdrawals' ? (search.open ?? null) : null}
        onClose={() => onSearch({ ...search, open: undefined })}
      />
      <DepositDrawer
        id={view === 'deposits' ? (search.open ?? null) : null}
        onClose={() => onSearch({ ...search, open: undefined })}
      />
    </div>
  );
}
