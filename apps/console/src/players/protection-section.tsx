import { useMutation } from '@tanstack/react-query';
import { PLAYER_OPS_ROUTES } from '@tessera/contract';
import { Button, Select, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { Card } from '../desk-kit/kit';
import { formatMinor, parseMajor } from '../desk-kit/money';
import { type Props, useRefresh } from './section-hooks';

const PERIODS = ['daily', 'weekly', 'monthly'] as const;

export function ProtectionSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const can = usePermissions();
  const p = profile.protection;
  const currency = profile.wallets?.currency ?? 'BDT';
  const money = (amount: number | null) =>
    amount === null ? t('desks.noLimit') : formatMinor(i18n.language, amount, currency);
  return (
    <div className={styles.grid}>
      <Card title={t('desks.protection')} id="protection-title">
        <dl className={styles.facts}>
          {PERIODS.map((period) => (
            <div key={`d-${period}`} style={{ display: 'contents' }}>
              <dt>{t(`desks.depositLimit_${period}`)}</dt>
              <dd>{money(p.depositLimits[period].amount)}</dd>
            </div>
          ))}
          {PERIODS.map((period) => (
            <div key={`l-${period}`} style={{ display: 'contents' }}>
              <dt>{t(`desks.lossLimit_${period}`)}</dt>
              <dd>{money(p.lossLimits[period].amount)}</dd>
            </div>
          ))}
          <dt>{t('desks.realityCheck')}</dt>
          <dd>
            {p.realityCheckMinutes === null
              ? t('desks.off')
              : t('desks.everyMinutes', { count: p.realityCheckMinutes })}
          </dd>
          <dt>{t('desks.protectionBlock')}</dt>
          <dd>
            {p.block
              ? t(`desks.block_${p.block.kind}`, {
                  until: formatDateTime(i18n.language, p.block.until),
                })
              : t('desks.none')}
          </dd>
        </dl>
      </Card>
      {can('players.protection') && <TightenForm profile={profile} currency={currency} />}
    </div>
  );
}

function TightenForm({ profile, currency }: Props & { currency: string }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const [kind, setKind] = useState<'deposit' | 'loss'>('deposit');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('daily');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tighten = useMutation({
    mutationFn: (minor: number): Promise<unknown> => {
      const params = { id: profile.account.id };
      const body = { [period]: minor };
      return kind === 'deposit'
        ? callOps(PLAYER_OPS_ROUTES.tightenDepositLimits, { params, body })
        : callOps(PLAYER_OPS_ROUTES.tightenLossLimits, { params, body });
    },
    onSuccess: () => {
      setAmount('');
      void refresh();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const minor = parseMajor(amount, currency);
    if (minor === null || minor < 1) return setError(t('desks.vAmount'));
    setError(undefined);
    tighten.mutate(minor);
  }
  return (
    <Card title={t('desks.tightenTitle')} id="tighten-title">
      <p className={styles.meta}>{t('desks.tightenIntro')}</p>
      <form className={styles.skeleton} onSubmit={submit} noValidate>
        <div className={styles.formRow}>
          <Select
            label={t('desks.limitKind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'deposit' | 'loss')}
            options={[
              { value: 'deposit', label: t('desks.depositLimit') },
              { value: 'loss', label: t('desks.lossLimit') },
            ]}
          />
          <Select
            label={t('desks.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as (typeof PERIODS)[number])}
            options={PERIODS.map((p) => ({ value: p, label: t(`desks.period_${p}`) }))}
          />
          <TextField
            label={t('desks.newLimit', { currency })}
            inputMode="decimal"
            value={amount}
            error={error}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <FormError error={tighten.error} />
        {tighten.isSuccess && <p role="status">{t('desks.saved')}</p>}
        <div className={styles.actions}>
          <Button type="submit" disabled={tighten.isPending}>
            {t('desks.tighten')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
