import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASHIER_DESK_ROUTES,
  CASHIER_OPS_ROUTES,
  DISPUTE_OUTCOMES,
  type DeskWithdrawalDetail,
  type WithdrawalAction,
  type WithdrawalRiskFlag,
} from '@tessera/contract';
import { Button, Drawer, Select, TextField, useToast } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions, useSelf } from '../core/session';
import { TextArea } from '../core/text-area';
import styles from '../desk-kit/desk.module.css';
import { FileView } from '../desk-kit/file-view';
import { QueryView } from '../desk-kit/kit';
import { formatAge, formatMinor, parseMajor } from '../desk-kit/money';
import { PlayerActivityView } from './player-activity';
import { RiskFlags } from './risk-flags';

/** One withdrawal's drawer: the row, approvals, actions, dispute proofs and the player's 30 days. */
export function WithdrawalDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const detail = useQuery({
    queryKey: ['desk', 'withdrawal', id],
    queryFn: () => callOps(CASHIER_DESK_ROUTES.withdrawal, { params: { id: id as number } }),
    enabled: id !== null,
  });
  return (
    <Drawer
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('desks.withdrawalTitle', { id })}
    >
      {id !== null && (
        <QueryView query={detail} lines={8}>
          {(data) => <WithdrawalDetail detail={data} />}
        </QueryView>
      )}
    </Drawer>
  );
}

export function WithdrawalDetail({ detail }: { detail: DeskWithdrawalDetail }) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { row, withdrawal } = detail;
  const language = i18n.language;
  const decide = useMutation({
    mutationFn: (action: WithdrawalAction) =>
      callOps(CASHIER_OPS_ROUTES.decideWithdrawal, { params: { id: row.id }, body: { action } }),
    onSuccess: (result) => {
      toast.show({
        tone: 'success',
        message:
          result.status === 'requested' && result.approvals
            ? t('desks.firstApprovalDone', result.approvals)
            : t(`desks.decided_${result.status}` as 'desks.decided_approved', {
                defaultValue: t('desks.saved'),
              }),
      });
      void queryClient.invalidateQueries({ queryKey: ['desk'] });
    },
  });
  const approvals = row.approvals;
  const actions: WithdrawalAction[] = can('withdrawals.approve')
    ? row.status === 'requested'
      ? ['approve', 'reject']
      : row.status === 'approved'
        ? ['pay', 'reject']
        : []
    : [];
  return (
    <div className={styles.skeleton}>
      <dl className={styles.facts}>
        <dt>{t('desks.colPlayer')}</dt>
        <dd>
          {row.account} (#{row.memberId}, {row.merchantCode})
        </dd>
        <dt>{t('desks.colAmount')}</dt>
        <dd>
          <strong>{formatMinor(language, row.amount, row.currency)}</strong>
        </dd>
        <dt>{t('desks.colStatus')}</dt>
        <dd>{t(`desks.status_${row.status}`)}</dd>
        <dt>{t('desks.payee')}</dt>
        <dd>
          {withdrawal.payee.provider} · {withdrawal.payee.holderName} ·{' '}
          {withdrawal.payee.maskedNumber}
        </dd>
        <dt>{t('desks.colAge')}</dt>
        <dd>
          {formatAge(language, row.ageSeconds)} · {formatDateTime(language, row.createdAt)}
        </dd>
      </dl>
      <div>
        <h3 style={{ margin: '0 0 6px' }}>{t('desks.flags')}</h3>
        <RiskFlags flags={row.flags as WithdrawalRiskFlag[]} />
      </div>
      <section className={styles.card} aria-labelledby="approvals-title">
        <h3 id="approvals-title">{t('desks.approvals')}</h3>
        <p className={styles.approvals} data-testid="approval-state">
          {t('desks.approvalsOf', approvals)}
        </p>
        {detail.approvedBy.length > 0 && (
          <ul className={styles.list}>
            {detail.approvedBy.map((entry) => (
              <li key={`${entry.actor.kind}:${entry.actor.id}`} className={styles.meta}>
                {t('desks.approvedBy', {
                  name: entry.actor.name,
                  time: formatDateTime(language, entry.at),
                })}
              </li>
            ))}
          </ul>
        )}
        {approvals.required > 1 && approvals.count < approvals.required && (
          <p className={styles.meta}>{t('desks.fourEyesHint')}</p>
        )}
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'reject' ? 'secondary' : 'primary'}
                disabled={decide.isPending}
                onClick={() => decide.mutate(action)}
              >
                {t(`desks.action_${action}`)}
              </Button>
            ))}
          </div>
        )}
        <FormError error={decide.error} />
      </section>
      {(row.status === 'disputed' || detail.proofs.length > 0) && <Dispute detail={detail} />}
      <PlayerActivityView activity={detail.player} />
    </div>
  );
}

/** A "not received" dispute: the proof images the payee sent, and the settlement form. */
function Dispute({ detail }: { detail: DeskWithdrawalDetail }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const self = useSelf();
  const queryClient = useQueryClient();
  const { row } = detail;
  const [outcome, setOutcome] = useState<(typeof DISPUTE_OUTCOMES)[number]>('upheld');
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ refund?: string; note?: string }>({});
  const settle = useMutation({
    mutationFn: (refundAmount: number | undefined) =>
      callOps(CASHIER_OPS_ROUTES.settleDispute, {
        params: { id: row.id },
        body: {
          outcome,
          note: note.trim(),
          settledBy: self.staff.name,
          ...(outcome === 'upheld' && refundAmount !== undefined ? { refundAmount } : {}),
        },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['desk'] }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    const amount = refund.trim() ? parseMajor(refund, row.currency) : undefined;
    if (amount === null || (amount !== undefined && (amount < 1 || amount > row.amount)))
      next.refund = t('desks.vRefund');
    if (!note.trim()) next.note = t('console.vRequired');
    setErrors(next);
    if (Object.keys(next).length === 0) settle.mutate(amount ?? undefined);
  }
  return (
    <section className={styles.card} aria-labelledby="dispute-title">
      <h3 id="dispute-title">{t('desks.dispute')}</h3>
      <p className={styles.meta}>{t('desks.disputeIntro')}</p>
      <div className={styles.images}>
        {detail.proofs.map((proof, i) => (
          <FileView
            key={proof.id}
            route={CASHIER_OPS_ROUTES.withdrawalProof}
            request={{ params: { id: row.id, proofId: proof.id } }}
            queryKey={['proof', row.id, proof.id]}
            alt={t('desks.proofN', { n: i + 1 })}
          />
        ))}
      </div>
      {settle.isSuccess && <p role="status">{t('desks.settled')}</p>}
      {row.status === 'disputed' && can('withdrawals.disputes') && (
        <form className={styles.skeleton} onSubmit={submit} noValidate>
          <Select
            label={t('desks.settleOutcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as typeof outcome)}
            options={DISPUTE_OUTCOMES.map((o) => ({ value: o, label: t(`desks.outcome_${o}`) }))}
          />
          {outcome === 'upheld' && (
            <TextField
              label={t('desks.refundAmount', { currency: row.currency })}
              hint={t('desks.refundHint')}
              inputMode="decimal"
              value={refund}
              error={errors.refund}
              onChange={(e) => setRefund(e.target.value)}
            />
          )}
          <TextArea label={t('desks.note')} value={note} onChange={setNote} error={errors.note} />
          <FormError error={settle.error} />
          <div className={styles.actions}>
            <Button type="submit" disabled={settle.isPending}>
              {t('desks.settle')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
