import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADJUSTMENT_REASON_CODES,
  CASHIER_DESK_ROUTES,
  CASHIER_OPS_ROUTES,
  PENDING_ADJUSTMENT_STATUSES,
  PLAYER_OPS_ROUTES,
  type AdjustmentOutcome,
  type AdjustmentReasonCode,
  type PendingAdjustment,
  type PendingAdjustmentStatus,
} from '@tessera/contract';
import { Button, Select, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions, useSession } from '../core/session';
import { TextArea } from '../core/text-area';
import styles from '../desk-kit/desk.module.css';
import { Card, Empty, QueryView } from '../desk-kit/kit';
import { formatMinor, formatPlain, parseMajor } from '../desk-kit/money';

const requestId = () => `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** A manual adjustment: member, amount (+ credit, − debit), reason code and note. */
export function AdjustmentForm({ currency: fallbackCurrency = 'BDT' }: { currency?: string }) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const [member, setMember] = useState('');
  const [amount, setAmount] = useState('');
  const [reasonCode, setReasonCode] = useState<AdjustmentReasonCode | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<AdjustmentOutcome | null>(null);
  // The player named by the id: their currency for the amount, their name to check against.
  const can = usePermissions();
  const id = /^[1-9][0-9]{0,14}$/.test(member.trim()) ? member.trim() : null;
  const player = useQuery({
    queryKey: ['player', id, 'profile'],
    queryFn: () => callOps(PLAYER_OPS_ROUTES.profile, { params: { id: id as string } }),
    enabled: id !== null && can('players.view'),
  });
  const currency = player.data?.wallets?.currency ?? fallbackCurrency;
  const adjust = useMutation({
    mutationFn: (body: { id: number; amount: number; reasonCode: AdjustmentReasonCode }) =>
      callOps(CASHIER_OPS_ROUTES.adjustBalance, {
        params: { id: body.id },
        body: {
          amount: body.amount,
          reasonCode: body.reasonCode,
          reason: note.trim(),
          requestId: requestId(),
        },
      }),
    onSuccess: (result) => {
      setOutcome(result);
      setAmount('');
      setNote('');
      void queryClient.invalidateQueries({ queryKey: ['desk', 'adjustments'] });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    const minor = parseMajor(amount, currency, true);
    if (!/^[1-9][0-9]{0,14}$/.test(member.trim())) next.member = t('desks.vMemberId');
    if (minor === null || minor === 0) next.amount = t('desks.vSignedAmount');
    if (!reasonCode) next.reasonCode = t('console.vRequired');
    if (!note.trim()) next.note = t('console.vRequired');
    else if (note.trim().length > 140) next.note = t('desks.vTooLong', { max: 140 });
    setErrors(next);
    setOutcome(null);
    if (Object.keys(next).length === 0)
      adjust.mutate({
        id: Number(member.trim()),
        amount: minor as number,
        reasonCode: reasonCode as AdjustmentReasonCode,
      });
  }
  return (
    <Card title={t('desks.adjustTitle')} id="adjust-title">
      <p className={styles.meta}>{t('desks.adjustIntro')}</p>
      <form className={styles.skeleton} onSubmit={submit} noValidate>
        <div className={styles.formRow}>
          <TextField
            label={t('desks.memberId')}
            hint={
              player.data
                ? `${player.data.account.username} · ${player.data.account.merchantCode}`
                : undefined
            }
            inputMode="numeric"
            value={member}
            error={errors.member}
            onChange={(e) => setMember(e.target.value)}
          />
          <TextField
            label={t('desks.adjustAmount', { currency })}
            hint={t('desks.adjustAmountHint')}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Select
            label={t('desks.reasonCode')}
            value={reasonCode}
            error={errors.reasonCode}
            placeholder={t('desks.choose')}
            onChange={(e) => setReasonCode(e.target.value as AdjustmentReasonCode)}
            options={ADJUSTMENT_REASON_CODES.map((code) => ({
              value: code,
              label: t(`desks.reason_${code}`),
            }))}
          />
        </div>
        <TextArea label={t('desks.note')} value={note} onChange={setNote} error={errors.note} />
        <FormError error={adjust.error} />
        {outcome && (
          <p role="status">
            {outcome.state === 'pending'
              ? t('desks.adjustHeld', { id: outcome.pending.id })
              : t('desks.adjustBooked', {
                  balance: formatMinor(i18n.language, outcome.balance, currency),
                })}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={adjust.isPending}>
            {t('desks.adjustSubmit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Adjustments held for a second person: approve or reject (not your own). */
export function HeldAdjustments() {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const { merchant } = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PendingAdjustmentStatus>('pending');
  const list = useQuery({
    queryKey: ['desk', 'adjustments', merchant, status],
    queryFn: () =>
      callOps(CASHIER_DESK_ROUTES.adjustments, {
        query: { merchant: merchant || undefined, status, pageSize: 50 },
      }),
  });
  const decide = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
      callOps(CASHIER_DESK_ROUTES.decideAdjustment, { params: { id }, body: { action } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk', 'adjustments'] }),
  });
  const line = (a: PendingAdjustment) => formatPlain(i18n.language, a.amount);
  return (
    <Card title={t('desks.heldTitle')} id="held-title">
      <div className={styles.toolbar}>
        <Select
          label={t('desks.colStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value as PendingAdjustmentStatus)}
          options={PENDING_ADJUSTMENT_STATUSES.map((s) => ({
            value: s,
            label: t(`desks.held_${s}`),
          }))}
        />
      </div>
      <FormError error={decide.error} />
      <QueryView query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty title={t('desks.heldEmpty')} />
          ) : (
            <ul className={styles.list} aria-label={t('desks.heldTitle')}>
              {page.items.map((a) => (
                <li key={a.id} className={styles.listItem}>
                  <strong>
                    #{a.id} · {t('desks.memberN', { id: a.memberId })} ({a.merchantCode}) ·{' '}
                    <span className={a.amount < 0 ? styles.amountOut : styles.amountIn}>
                      {line(a)}
                    </span>
                  </strong>
                  <span>
                    {t(`desks.reason_${a.reasonCode}`)} — {a.reason}
                  </span>
                  <span className={styles.meta}>
                    {t('desks.requestedBy', {
                      name: a.requestedBy.name,
                      time: formatDateTime(i18n.language, a.requestedAt),
                    })}
                    {a.decidedBy &&
                      ` · ${t('desks.decidedBy', { name: a.decidedBy.name, time: formatDateTime(i18n.language, a.decidedAt) })}`}
                  </span>
                  {a.status === 'pending' && can('balances.approve') && (
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: a.id, action: 'approve' })}
                        aria-label={t('desks.approveAdjustment', { id: a.id })}
                      >
                        {t('desks.action_approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: a.id, action: 'reject' })}
                        aria-label={t('desks.rejectAdjustment', { id: a.id })}
                      >
                        {t('desks.action_reject')}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Card>
  );
}
