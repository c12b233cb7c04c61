import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  CASHIER_OPS_ROUTES,
  PLAYER_NOTE_MAX,
  PLAYER_OPS_ROUTES,
  PLAYER_TAGS,
  type PlayerLedgerEntry,
  type PlayerProfile,
  type PlayerSignIn,
  type PlayerTag,
} from '@tessera/contract';
import { Button, Checkbox, Select, TextField, useToast } from '@tessera/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import { TextArea } from '../core/text-area';
import styles from '../desk-kit/desk.module.css';
import { Card, Empty, QueryView, ReasonDialog } from '../desk-kit/kit';
import { formatMinor, parseMajor, toMajorText } from '../desk-kit/money';
import { DataTable, type Column } from '../table';

type Props = { profile: PlayerProfile };

/** Refreshes what the desk shows of this player after a change. */
function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['player', id] });
}

export function ProfileFacts({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const a = profile.account;
  const yesNo = (value: boolean) => t(value ? 'desks.verified' : 'desks.unverified');
  return (
    <Card title={t('desks.profile')} id="profile-title">
      <dl className={styles.facts}>
        <dt>{t('desks.username')}</dt>
        <dd>{a.username}</dd>
        <dt>{t('desks.nickname')}</dt>
        <dd>{a.nickname ?? '—'}</dd>
        <dt>{t('desks.mobile')}</dt>
        <dd>
          <span className={shared.mono}>{a.mobile ?? '—'}</span>{' '}
          {a.mobile && `(${yesNo(a.mobileVerified)})`}
        </dd>
        <dt>{t('desks.email')}</dt>
        <dd>
          {a.email ?? '—'} {a.email && `(${yesNo(a.emailVerified)})`}
        </dd>
        <dt>{t('desks.accountKind')}</dt>
        <dd>{t(a.agent ? 'desks.kindAgent' : 'desks.kindMember')}</dd>
        <dt>{t('desks.joined')}</dt>
        <dd>{formatDateTime(i18n.language, a.createdAt)}</dd>
        <dt>{t('desks.lastSignIn')}</dt>
        <dd>
          {formatDateTime(i18n.language, a.lastSignInAt) || '—'}{' '}
          <span className={shared.mono}>{a.lastSignInIp ?? ''}</span>
        </dd>
      </dl>
    </Card>
  );
}

/** Identity: the payee name withdrawals go to, corrected by staff with a reason. */
export function IdentitySection({ profile }: Props) {
  const { t } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const [name, setName] = useState(profile.identity.payeeName ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const correct = useMutation({
    mutationFn: () =>
      callOps(CASHIER_OPS_ROUTES.correctPayeeName, {
        params: { id: Number(profile.account.id) },
        body: { payeeName: name.trim(), reason: reason.trim() },
      }),
    onSuccess: () => {
      setReason('');
      void refresh();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = t('console.vRequired');
    else if (name.trim().length > 64) next.name = t('desks.vTooLong', { max: 64 });
    if (!reason.trim()) next.reason = t('console.vRequired');
    else if (reason.trim().length > 140) next.reason = t('desks.vTooLong', { max: 140 });
    setErrors(next);
    if (Object.keys(next).length === 0) correct.mutate();
  }
  return (
    <Card title={t('desks.identity')} id="identity-title">
      <dl className={styles.facts}>
        <dt>{t('desks.payeeName')}</dt>
        <dd>{profile.identity.payeeName ?? t('desks.notSet')}</dd>
        <dt>{t('desks.payeeFixed')}</dt>
        <dd>{t(profile.identity.fixed ? 'desks.yes' : 'desks.no')}</dd>
      </dl>
      {can('members.payee-name') && (
        <form className={styles.skeleton} onSubmit={submit} noValidate>
          <TextField
            label={t('desks.newPayeeName')}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextArea
            label={t('desks.reason')}
            value={reason}
            onChange={setReason}
            error={errors.reason}
          />
          <FormError error={correct.error} />
          {correct.isSuccess && <p role="status">{t('desks.saved')}</p>}
          <div className={styles.actions}>
            <Button type="submit" disabled={correct.isPending}>
              {t('desks.correctPayee')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

export function BlockSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const [open, setOpen] = useState(false);
  const { standing } = profile;
  const blocked = standing.status === 'blocked';
  return (
    <Card title={t('desks.standing')} id="standing-title">
      <p>
        <span className={blocked ? shared.chipDanger : shared.chipOk}>
          {t(`desks.standing_${standing.status}`)}
        </span>
      </p>
      {blocked && (
        <dl className={styles.facts}>
          <dt>{t('desks.blockedBy')}</dt>
          <dd>{standing.blockedBy ? t(`desks.blocker_${standing.blockedBy}`) : '—'}</dd>
          <dt>{t('desks.blockedAt')}</dt>
          <dd>{formatDateTime(i18n.language, standing.blockedAt)}</dd>
          <dt>{t('desks.reason')}</dt>
          <dd>{standing.reason ?? '—'}</dd>
        </dl>
      )}
      {can('players.block') && (
        <div className={styles.actions}>
          <Button variant={blocked ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
            {t(blocked ? 'desks.unblock' : 'desks.block')}
          </Button>
        </div>
      )}
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t(blocked ? 'desks.unblockTitle' : 'desks.blockTitle', {
          name: profile.account.username,
        })}
        label={t('desks.reason')}
        submit={t(blocked ? 'desks.unblock' : 'desks.block')}
        onSubmit={async (reason) => {
          const route = blocked ? PLAYER_OPS_ROUTES.unblock : PLAYER_OPS_ROUTES.block;
          await callOps(route, { params: { id: profile.account.id }, body: { reason } });
          await refresh();
        }}
      >
        {!blocked && <p className={styles.meta}>{t('desks.blockIntro')}</p>}
      </ReasonDialog>
    </Card>
  );
}

export function TagsSection({ profile }: Props) {
  const { t } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const refresh = useRefresh(profile.account.id);
  const change = useMutation({
    mutationFn: ({ tag, on }: { tag: PlayerTag; on: boolean }) =>
      callOps(on ? PLAYER_OPS_ROUTES.addTag : PLAYER_OPS_ROUTES.removeTag, {
        params: { id: profile.account.id, tag },
      }),
    onSuccess: () => void refresh(),
  });
  return (
    <Card title={t('desks.tags')} id="tags-title">
      <fieldset className={shared.fieldset} disabled={!can('players.tags') || change.isPending}>
        <legend>{t('desks.tagsLegend')}</legend>
        {PLAYER_TAGS.map((tag) => (
          <Checkbox
            key={tag}
            label={t(`desks.tag_${tag}`)}
            checked={profile.tags.includes(tag)}
            onChange={(e) => change.mutate({ tag, on: e.target.checked })}
          />
        ))}
      </fieldset>
      <FormError error={change.error} />
    </Card>
  );
}

export function PasswordResetSection({ profile }: Props) {
  const { t } = useTranslation();
  const can = usePermissions();
  const callOps = useCallOps();
  const reset = useMutation({
    mutationFn: () =>
      callOps(PLAYER_OPS_ROUTES.passwordReset, { params: { id: profile.account.id } }),
  });
  if (!can('players.password')) return null;
  return (
    <Card title={t('desks.passwordReset')} id="reset-title">
      <p className={styles.meta}>{t('desks.passwordResetIntro')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={reset.isPending} onClick={() => reset.mutate()}>
          {t('desks.sendResetCode')}
        </Button>
      </div>
      <FormError error={reset.error} />
      {reset.data && (
        <p role="status">
          {t(reset.data.channel === 'SMS' ? 'desks.resetSentSms' : 'desks.resetSentEmail', {
            to: reset.data.to,
            minutes: reset.data.minutes,
          })}
        </p>
      )}
    </Card>
  );
}

export function AgentPlace({ profile }: Props) {
  const { t } = useTranslation();
  return (
    <Card title={t('desks.agentTree')} id="tree-title">
      {profile.uplines.length === 0 ? (
        <p className={styles.meta}>{t('desks.noUpline')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('desks.uplineChain')}>
          {profile.uplines.map((up) => (
            <li key={up.id} className={styles.listItem}>
              <span>
                {t('desks.uplineDepth', { depth: up.depth })}:{' '}
                <Link to="/players/$id" params={{ id: up.id }}>
                  {up.username}
                </Link>{' '}
                <span className={shared.muted}>#{up.id}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.meta}>
        {t(profile.account.agent ? 'desks.isAgent' : 'desks.isMember', {
          name: profile.account.username,
        })}
      </p>
    </Card>
  );
}

export function WalletsSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const w = profile.wallets;
  return (
    <Card title={t('desks.wallets')} id="wallets-title">
      {!w ? (
        <p className={styles.meta}>{t('desks.noWallet')}</p>
      ) : (
        <dl className={styles.facts}>
          <dt>{t('desks.balance')}</dt>
          <dd>{formatMinor(i18n.language, w.balance, w.currency)}</dd>
          <dt>{t('desks.held')}</dt>
          <dd>{formatMinor(i18n.language, w.held, w.currency)}</dd>
          <dt>{t('desks.available')}</dt>
          <dd>
            <strong>{formatMinor(i18n.language, w.available, w.currency)}</strong>
          </dd>
          {w.gameWallets.map((g) => (
            <div key={g.vendor} style={{ display: 'contents' }}>
              <dt>{g.vendor}</dt>
              <dd>{formatMinor(i18n.language, g.balance, w.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** Cursor pages kept in component state (the player page's URL holds only the tab). */
function useLocalCursor() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack[stack.length - 1];
  return {
    cursor,
    page: stack.length,
    hasPrevious: stack.length > 1,
    next: (c: string) => setStack((s) => [...s, c]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
  };
}

export function LedgerSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const pages = useLocalCursor();
  const id = profile.account.id;
  const currency = profile.wallets?.currency ?? 'BDT';
  const ledger = useQuery({
    queryKey: ['player', id, 'ledger', pages.cursor],
    queryFn: () =>
      callOps(PLAYER_OPS_ROUTES.ledger, {
        params: { id },
        query: { cursor: pages.cursor, limit: 20 },
      }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<PlayerLedgerEntry>[]>(
    () => [
      {
        id: 'at',
        meta: { label: t('desks.time'), csv: (e) => e.at },
        cell: ({ row }) => formatDateTime(language, row.original.at),
      },
      {
        id: 'kind',
        meta: { label: t('desks.entryKind'), csv: (e) => e.kind },
        cell: ({ row }) => <span className={shared.mono}>{row.original.kind}</span>,
      },
      {
        id: 'amount',
        meta: { label: t('desks.colAmount'), csv: (e) => toMajorText(e.amount, currency) },
        cell: ({ row }) => (
          <span className={row.original.amount < 0 ? styles.amountOut : styles.amountIn}>
            {formatMinor(language, row.original.amount, currency)}
          </span>
        ),
      },
      {
        id: 'balanceAfter',
        meta: { label: t('desks.balanceAfter'), csv: (e) => toMajorText(e.balanceAfter, currency) },
        cell: ({ row }) => formatMinor(language, row.original.balanceAfter, currency),
      },
      {
        id: 'wallet',
        meta: { label: t('desks.wallet'), csv: (e) => e.wallet },
        cell: ({ row }) => row.original.wallet,
      },
    ],
    [t, language, currency],
  );
  return (
    <section aria-label={t('desks.ledger')} className={shared.page}>
      <h2 style={{ margin: 0 }}>{t('desks.ledger')}</h2>
      <DataTable
        tableId="player-ledger"
        caption={t('desks.ledger')}
        columns={columns}
        rows={ledger.data?.items ?? []}
        state={ledger.isPending ? 'loading' : ledger.isError ? 'error' : 'ready'}
        onRetry={() => void ledger.refetch()}
        getRowId={(e) => e.id}
        sorting={[]}
        onSortingChange={() => {}}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(ledger.data?.nextCursor)}
        onPrevious={pages.previous}
        onNext={() => ledger.data?.nextCursor && pages.next(ledger.data.nextCursor)}
        csvName={`tessera-ledger-${id}.csv`}
      />
    </section>
  );
}

export function SessionsSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const toast = useToast();
  const id = profile.account.id;
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['player', id, 'sessions'],
    queryFn: () => callOps(PLAYER_OPS_ROUTES.sessions, { params: { id } }),
  });
  const end = useMutation({
    mutationFn: (sessionId: string | null) =>
      sessionId
        ? callOps(PLAYER_OPS_ROUTES.endSession, { params: { id, sessionId } })
        : callOps(PLAYER_OPS_ROUTES.endSessions, { params: { id } }),
    onSuccess: (result) => {
      toast.show({ tone: 'success', message: t('desks.sessionsEnded', { count: result.ended }) });
      void queryClient.invalidateQueries({ queryKey: ['player', id, 'sessions'] });
    },
  });
  const mayEnd = can('players.sessions');
  return (
    <Card title={t('desks.sessions')} id="sessions-title">
      <QueryView query={sessions}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty title={t('desks.noSessions')} />
          ) : (
            <>
              {mayEnd && data.items.some((s) => s.live) && (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    disabled={end.isPending}
                    onClick={() => end.mutate(null)}
                  >
                    {t('desks.endAll')}
                  </Button>
                </div>
              )}
              <ul className={styles.list}>
                {data.items.map((s) => (
                  <li key={s.id} className={styles.listItem}>
                    <strong>
                      {s.device ?? t('desks.unknownDevice')} ·{' '}
                      <span className={shared.mono}>{s.ip ?? '—'}</span>
                    </strong>
                    <span className={styles.meta}>
                      {t('desks.sessionTimes', {
                        start: formatDateTime(i18n.language, s.createdAt),
                        seen: formatDateTime(i18n.language, s.lastSeenAt),
                      })}
                    </span>
                    <span>
                      <span className={s.live ? shared.chipOk : shared.chip}>
                        {t(s.live ? 'desks.live' : 'desks.ended')}
                      </span>
                    </span>
                    {mayEnd && s.live && (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={end.isPending}
                          onClick={() => end.mutate(s.id)}
                          aria-label={t('desks.endSessionOf', { device: s.device ?? s.id })}
                        >
                          {t('desks.endSession')}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
      <FormError error={end.error} />
    </Card>
  );
}

export function SignInsSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const pages = useLocalCursor();
  const id = profile.account.id;
  const list = useQuery({
    queryKey: ['player', id, 'signIns', pages.cursor],
    queryFn: () =>
      callOps(PLAYER_OPS_ROUTES.signIns, {
        params: { id },
        query: { cursor: pages.cursor, limit: 20 },
      }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<PlayerSignIn>[]>(
    () => [
      {
        id: 'at',
        meta: { label: t('desks.time'), csv: (s) => s.at },
        cell: ({ row }) => formatDateTime(language, row.original.at),
      },
      {
        id: 'ip',
        meta: { label: t('desks.ip'), csv: (s) => s.ip ?? '' },
        cell: ({ row }) => <span className={shared.mono}>{row.original.ip ?? '—'}</span>,
      },
      {
        id: 'device',
        meta: { label: t('desks.device'), csv: (s) => s.device ?? '' },
        cell: ({ row }) => row.original.device ?? '—',
      },
    ],
    [t, language],
  );
  return (
    <section aria-label={t('desks.signIns')} className={shared.page}>
      <h2 style={{ margin: 0 }}>{t('desks.signIns')}</h2>
      <DataTable
        tableId="player-sign-ins"
        caption={t('desks.signIns')}
        columns={columns}
        rows={list.data?.items ?? []}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        onRetry={() => void list.refetch()}
        getRowId={(s) => s.id}
        sorting={[]}
        onSortingChange={() => {}}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(list.data?.nextCursor)}
        onPrevious={pages.previous}
        onNext={() => list.data?.nextCursor && pages.next(list.data.nextCursor)}
        csvName={`tessera-sign-ins-${id}.csv`}
      />
    </section>
  );
}

export function NotesSection({ profile }: Props) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const id = profile.account.id;
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notes = useQuery({
    queryKey: ['player', id, 'notes'],
    queryFn: () => callOps(PLAYER_OPS_ROUTES.notes, { params: { id }, query: { limit: 100 } }),
  });
  const add = useMutation({
    mutationFn: () =>
      callOps(PLAYER_OPS_ROUTES.addNote, { params: { id }, body: { text: text.trim() } }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['player', id, 'notes'] });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t('console.vRequired'));
    if (text.trim().length > PLAYER_NOTE_MAX)
      return setError(t('desks.vTooLong', { max: PLAYER_NOTE_MAX }));
    setError(null);
    add.mutate();
  }
  return (
    <div className={styles.grid}>
      <Card title={t('desks.notes')} id="notes-title">
        <p className={styles.meta}>{t('desks.notesIntro')}</p>
        <QueryView query={notes}>
          {(page) =>
            page.items.length === 0 ? (
              <Empty title={t('desks.noNotes')} />
            ) : (
              <ul className={styles.list} aria-label={t('desks.notes')}>
                {page.items.map((note) => (
                  <li key={note.id} className={styles.listItem}>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>
                    <span className={styles.meta}>
                      {t('desks.noteBy', {
                        name: note.author.name,
                        time: formatDateTime(i18n.language, note.at),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Card>
      {can('players.notes') && (
        <Card title={t('desks.addNote')} id="add-note-title">
          <form className={styles.skeleton} onSubmit={submit} noValidate>
            <TextArea label={t('desks.noteText')} value={text} onChange={setText} error={error} />
            <FormError error={add.error} />
            <div className={styles.actions}>
              <Button type="submit" disabled={add.isPending}>
                {t('desks.addNote')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}

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
