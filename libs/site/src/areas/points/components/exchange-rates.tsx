import type { PointsConfig, PointsConverted } from '@tessera/contract';
import { convertPoints } from '@tessera/domain';
import { Button, DataTable, PasswordField, TextField } from '@tessera/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useConvertPoints } from '../api/points-queries';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format';

/** A few rows of the exchange-rate table: the minimum and its multiples. */
const TABLE_STEPS = [1, 5, 10, 50, 100];

/** The exchange-rate table, and (signed in) converting points to balance. */
export function ExchangeRates({ config, signedIn }: { config: PointsConfig; signedIn: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const rows = TABLE_STEPS.map((step) => config.minConvert * step).map((points) => ({
    points,
    amount: (points / config.convertPoints) * config.convertAmount,
  }));
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('points.exchangeTitle')}</h2>
      <DataTable
        columns={[
          {
            key: 'rate',
            header: t('points.tabRates'),
            render: (row) =>
              t('points.exchangeRow', { points: format(row.points), amount: money(row.amount) }),
          },
        ]}
        rows={rows}
        getRowKey={(row) => row.points}
        caption={t('points.exchangeTitle')}
        hideCaption
      />
      <p className={styles.muted}>
        {t('points.minConvert', {
          points: format(config.minConvert),
          step: format(config.convertPoints),
        })}
      </p>
      {signedIn && <ConvertForm config={config} />}
    </section>
  );
}

function ConvertForm({ config }: { config: PointsConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  const convert = useConvertPoints();
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ points?: string; password?: string }>({});
  const [done, setDone] = useState<PointsConverted | null>(null);
  // One id per conversion the member means: a retry after a lost reply converts once.
  const requestId = useRef<string | null>(null);
  const points = /^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : NaN;
  const outcome = Number.isNaN(points) ? null : convertPoints(points, config);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('withdrawalPassword') ?? '');
    const found = {
      ...((!outcome || 'problem' in outcome) && {
        points: t('points.convertInvalid', {
          min: format(config.minConvert),
          step: format(config.convertPoints),
        }),
      }),
      ...(!password && { password: t('points.passwordRequired') }),
    };
    setProblems(found);
    if (found.points || found.password) return;
    requestId.current ??= `cnv-${crypto.randomUUID()}`;
    convert.mutate(
      { points, withdrawalPassword: password, requestId: requestId.current },
      {
        onSuccess: (result) => {
          requestId.current = null;
          setDone(result);
          setTyped('');
        },
      },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <h2 className={styles.heading}>{t('points.convertTitle')}</h2>
      <TextField
        label={t('points.pointsToConvert')}
        inputMode="numeric"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          requestId.current = null;
          setDone(null);
        }}
        error={problems.points}
        hint={
          outcome && 'amount' in outcome
            ? t('points.youGet', { amount: money(outcome.amount) })
            : undefined
        }
      />
      <PasswordField
        name="withdrawalPassword"
        label={t('points.withdrawalPassword')}
        autoComplete="off"
        error={problems.password}
      />
      <CallError error={convert.error} />
      {done && (
        <p role="status" className={styles.in}>
          {t('points.convertDone', { points: format(done.points), amount: money(done.amount) })}
        </p>
      )}
      <Button type="submit" loading={convert.isPending}>
        {t('points.convert')}
      </Button>
    </form>
  );
}
