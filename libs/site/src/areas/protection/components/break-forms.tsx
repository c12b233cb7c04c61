import { useNavigate } from '@tanstack/react-router';
import { Button, ConfirmDialog, Select } from '@tessera/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey, errorValues } from '@tessera/site-shared/forms';
import { useDateTime } from '@tessera/site-shared/format/use-date-time';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useSessionActions } from '@tessera/site-shared/session';
import styles from './protection.module.css';

const DAY_MS = 86_400_000;

/** Time-outs offered (days, 1 to 42) and self-exclusions (months, 6 to 60). */
const TIME_OUT_DAYS = [1, 3, 7, 14, 42] as const;
const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

interface BreakChoice {
  kind: 'timeOut' | 'exclusion';
  length: number;
}

/** When a break chosen now would end, as the confirmation says it (the platform decides it). */
function endOf({ kind, length }: BreakChoice, now = new Date()): Date {
  if (kind === 'timeOut') return new Date(now.getTime() + length * DAY_MS);
  const end = new Date(now);
  end.setMonth(end.getMonth() + length);
  return end;
}

/**
 * A time-out and a self-exclusion, each asked for with a length and confirmed in a dialog that
 * says it cannot be undone. The platform ends the sessions it covers; this tab signs out too.
 */
export function BreakForms() {
  const { t } = useTranslation();
  const when = useDateTime();
  const client = usePlatformClient();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const [days, setDays] = useState<number>(TIME_OUT_DAYS[0]);
  const [months, setMonths] = useState<number>(EXCLUSION_MONTHS[0]);
  const [asking, setAsking] = useState<BreakChoice | null>(null);
  const start = useMutation({
    mutationFn: ({ kind, length }: BreakChoice) =>
      kind === 'timeOut'
        ? client.protection.timeOut(length)
        : client.protection.selfExclude(length),
    onSuccess: async () => {
      setAsking(null);
      await logout();
      await navigate({ to: '/' });
    },
  });
  const until = (choice: BreakChoice) => when(endOf(choice).toISOString());

  const durationLabel = (count: number, unit: 'days' | 'months') => {
    if (unit === 'days')
      return count % 7 === 0 && count >= 7
        ? t('protection.weeks', { count: count / 7 })
        : t('protection.days', { count });
    return count % 12 === 0
      ? t('protection.years', { count: count / 12 })
      : t('protection.months', { count });
  };

  return (
    <section className={styles.section} aria-labelledby="break-title">
      <h2 id="break-title" className={styles.sectionTitle}>
        {t('protection.breakTitle')}
      </h2>
      <div className={styles.cards}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{t('protection.timeOutTitle')}</h3>
          <p className={styles.muted}>{t('protection.timeOutRule')}</p>
          <Select
            label={t('protection.timeOutLength')}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
            options={TIME_OUT_DAYS.map((count) => ({
              value: String(count),
              label: durationLabel(count, 'days'),
            }))}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                start.reset();
                setAsking({ kind: 'timeOut', length: days });
              }}
            >
              {t('protection.startTimeOut')}
            </Button>
          </div>
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>{t('protection.exclusionTitle')}</h3>
          <p className={styles.muted}>{t('protection.exclusionRule')}</p>
          <Select
            label={t('protection.exclusionLength')}
            value={String(months)}
            onChange={(event) => setMonths(Number(event.target.value))}
            options={EXCLUSION_MONTHS.map((count) => ({
              value: String(count),
              label: durationLabel(count, 'months'),
            }))}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                start.reset();
                setAsking({ kind: 'exclusion', length: months });
              }}
            >
              {t('protection.startExclusion')}
            </Button>
          </div>
        </div>
      </div>
      {asking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title={t('protection.confirmTitle')}
          message={
            <>
              <p>
                {t(
                  asking.kind === 'timeOut'
                    ? 'protection.confirmTimeOut'
                    : 'protection.confirmExclusion',
                  { until: until(asking) },
                )}
              </p>
              {start.error && (
                <p role="alert" className={styles.problem}>
                  {t(errorKey(start.error), errorValues(start.error))}
                </p>
              )}
            </>
          }
          confirmLabel={t('protection.confirm')}
          cancelLabel={t('protection.cancel')}
          onConfirm={() => start.mutate(asking)}
          pending={start.isPending}
        />
      )}
    </section>
  );
}
