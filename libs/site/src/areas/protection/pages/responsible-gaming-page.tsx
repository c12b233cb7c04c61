import { useQuery } from '@tanstack/react-query';
import { LIMIT_PERIODS } from '@tessera/contract';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { errorKey } from '@tessera/site-shared/forms';
import { PeriodLimitCard } from '@tessera/site-shared/period-limit/period-limit-card';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { protectionQuery, useSetLossLimits, useSetRealityCheck } from '../api/protection-queries';
import { BreakForms } from '../components/break-forms';
import { LOSS_LIMIT_KIND } from '../components/loss-limit-kind';
import { RealityCheckForm } from '../components/reality-check-form';
import styles from '../components/protection.module.css';

/**
 * /member/responsible-gaming (issue 13 D, MGA and UKGC): the member's loss limits, the
 * reality-check interval, a time-out and self-exclusion. A lower limit applies at once; a higher
 * one or a removal after 24 hours, so a moment of impulse cannot undo a limit set with a cool head.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const protection = useQuery(protectionQuery(client));
  const saveLimits = useSetLossLimits();
  const saveReality = useSetRealityCheck();
  const saveError = saveLimits.error ?? saveReality.error;

  const body = () => {
    if (protection.isPending)
      return (
        <div className={styles.cards} role="status" data-testid="protection-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          {LIMIT_PERIODS.map((period) => (
            <Skeleton key={period} shape="block" height={180} />
          ))}
        </div>
      );
    if (protection.isError)
      return (
        <EmptyState
          tone="error"
          title={t(errorKey(protection.error))}
          action={
            <Button variant="secondary" onClick={() => void protection.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    const { lossLimits, realityCheckMinutes } = protection.data;
    const noLimits = LIMIT_PERIODS.every((period) => lossLimits[period].amount === null);
    return (
      <>
        <section className={styles.section} aria-labelledby="loss-limits-title">
          <h2 id="loss-limits-title" className={styles.sectionTitle}>
            {t('protection.lossTitle')}
          </h2>
          <p className={styles.muted}>{t('protection.lossRule')}</p>
          {noLimits && (
            <EmptyState
              level={3}
              title={t('protection.noLimits')}
              hint={t('protection.noLimitsHint')}
            />
          )}
          <div className={styles.cards}>
            {LIMIT_PERIODS.map((period) => (
              <PeriodLimitCard
                key={period}
                kind={LOSS_LIMIT_KIND}
                period={period}
                limit={lossLimits[period]}
                saving={saveLimits.isPending && saveLimits.variables[period] !== undefined}
                onSave={(amount) => saveLimits.mutate({ [period]: amount })}
              />
            ))}
          </div>
        </section>
        <RealityCheckForm
          minutes={realityCheckMinutes}
          saving={saveReality.isPending}
          onChange={(minutes) => saveReality.mutate(minutes)}
        />
        <BreakForms />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.responsibleGaming" />
      <p className={styles.muted}>{t('protection.intro')}</p>
      {saveError && (
        <p role="alert" className={styles.problem}>
          {t(errorKey(saveError))}
        </p>
      )}
      {(saveLimits.isSuccess || saveReality.isSuccess) && !saveError && (
        <p role="status">{t('protection.saved')}</p>
      )}
      {body()}
    </div>
  );
}
