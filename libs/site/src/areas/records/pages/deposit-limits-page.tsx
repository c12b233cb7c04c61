import { useQuery } from '@tanstack/react-query';
import { LIMIT_PERIODS } from '@tessera/contract';
import { Skeleton } from '@tessera/ui';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { errorKey } from '@tessera/site-shared/forms';
import { PeriodLimitCard } from '@tessera/site-shared/period-limit/period-limit-card';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { depositLimitsQuery, useSetDepositLimits } from '../api/deposit-limits';
import { DEPOSIT_LIMIT_KIND } from '../components/deposit-limit-kind';
import { RecordsFailed } from '@tessera/site-shared/report/paged-records';
import styles from '../components/records.module.css';
import { useRecordsTexts } from '../components/use-records-texts';

/**
 * /member/deposit-limits (UKGC RTS 12): the member's own daily, weekly and monthly deposit
 * limits. A lower limit applies at once; a higher one or a removal after 24 hours, so a moment
 * of impulse cannot undo a limit set with a cool head.
 */
export function DepositLimitsPage() {
  const { t } = useRecordsTexts();
  const client = usePlatformClient();
  const limits = useQuery(depositLimitsQuery(client));
  const save = useSetDepositLimits();

  const body = () => {
    if (limits.isPending)
      return (
        <div className={styles.cards} role="status" data-testid="limits-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          {LIMIT_PERIODS.map((period) => (
            <Skeleton key={period} shape="block" height={160} />
          ))}
        </div>
      );
    if (limits.isError)
      return <RecordsFailed error={limits.error} onRetry={() => void limits.refetch()} />;
    return (
      <div className={styles.cards}>
        {LIMIT_PERIODS.map((period) => (
          <PeriodLimitCard
            key={period}
            kind={DEPOSIT_LIMIT_KIND}
            period={period}
            limit={limits.data[period]}
            saving={save.isPending && save.variables[period] !== undefined}
            onSave={(amount) => save.mutate({ [period]: amount })}
          />
        ))}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.depositLimits" />
      <p className={styles.muted}>{t('records.limitsRule')}</p>
      {save.error && (
        <p role="alert" className={styles.problem}>
          {t(errorKey(save.error))}
        </p>
      )}
      {save.isSuccess && <p role="status">{t('records.limitSaved')}</p>}
      {body()}
    </div>
  );
}
