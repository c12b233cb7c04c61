import type { TeamLevel, TeamMember, MemberStatus } from '@tessera/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, ConfirmDialog, Select, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { PagedRecords } from '@tessera/site-shared/report/paged-records';
import { useChangeMember, type MemberChange } from '../../api/team-mutations';
import { TEAM_KEY, teamMembersQuery } from '../../api/team-queries';
import { AGENT_PAGES } from '../../shell/agent-menu-entries';
import { AgentPageHeading } from '../../shell/agent-page-heading';
import styles from './team-pages.module.css';
import { TransferDialog } from '../components/transfer-dialog';

type Action = { kind: 'lock' | 'unlock' | 'reset' | 'transfer'; member: TeamMember };

/**
 * /agentHome/downlineManagmentView: the team, searchable by account, by level and status, each
 * member with balance and last sign-in and its actions: lock or unlock, reset the password to the
 * default, send money.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const [account, setAccount] = useState('');
  const [level, setLevel] = useState<TeamLevel>('all');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState('');
  const query = useInfiniteQuery(
    teamMembersQuery(client, {
      level,
      ...(account ? { account } : {}),
      ...(status ? { status } : {}),
    }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  const close = () => setAction(null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAccount(String(new FormData(event.currentTarget).get('account') ?? '').trim());
  };

  return (
    <div className={styles.page}>
      <AgentPageHeading title="agent.teamManagement" />
      <form className={styles.filters} onSubmit={search} role="search">
        <TextField name="account" label={t('agent.account')} defaultValue={account} />
        <Select
          label={t('agent.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as TeamLevel)}
          options={[
            { value: 'all', label: t('agent.levelAll') },
            { value: 'direct', label: t('agent.levelDirect') },
          ]}
        />
        <Select
          label={t('agent.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as MemberStatus | '')}
          options={[
            { value: '', label: t('agent.statusAll') },
            { value: 'active', label: t('agent.statusActive') },
            { value: 'locked', label: t('agent.statusLocked') },
          ]}
        />
        <Button type="submit" variant="secondary">
          {t('agent.search')}
        </Button>
      </form>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      {query.data && (
        <p className={styles.muted}>
          {t('agent.teamCount', { count: query.data.pages[0]?.total ?? 0 })}
        </p>
      )}
      <PagedRecords
        query={query}
        getRowKey={(member) => member.id}
        caption={t('agent.teamManagement')}
        renderRow={(member) => (
          <MemberCard member={member} onAction={(kind) => setAction({ kind, member })} />
        )}
        emptyHint={t('agent.emptyMembersHint')}
        emptyAction={<Link to={AGENT_PAGES.registerCenter}>{t('agent.toRegister')}</Link>}
      />
      {action &&
        (action.kind === 'lock' || action.kind === 'unlock' || action.kind === 'reset') && (
          <MemberConfirm
            action={{ kind: action.kind, member: action.member }}
            onClose={close}
            onDone={(message) => {
              setNotice(message);
              close();
              void refresh();
            }}
          />
        )}
      {action?.kind === 'transfer' && (
        <TransferDialog
          member={action.member}
          onClose={close}
          onDone={(message) => {
            setNotice(message);
            close();
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function MemberCard({
  member,
  onAction,
}: {
  member: TeamMember;
  onAction: (kind: Action['kind']) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const locked = member.status === 'locked';
  return (
    <article className={styles.card} aria-label={member.account}>
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{member.account}</h2>
        {member.nickname && <span className={styles.muted}>{member.nickname}</span>}
        <span className={styles.chip}>{t('agent.levelN', { level: member.level })}</span>
        {member.isAgent && <span className={styles.chip}>{t('agent.agentBadge')}</span>}
        <span className={locked ? `${styles.chip} ${styles.locked}` : styles.chip}>
          {t(locked ? 'agent.statusLocked' : 'agent.statusActive')}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('agent.balance')}</dt>
          <dd>{money(member.balance)}</dd>
        </div>
        <div>
          <dt>{t('agent.upline')}</dt>
          <dd>{member.upline}</dd>
        </div>
        <div>
          <dt>{t('agent.lastLogin')}</dt>
          <dd>{member.lastLogin ?? t('agent.never')}</dd>
        </div>
        <div>
          <dt>{t('agent.joined')}</dt>
          <dd>{member.registered}</dd>
        </div>
      </dl>
      <div
        className={styles.actions}
        role="group"
        aria-label={t('agent.actionsFor', { account: member.account })}
      >
        <Button size="sm" onClick={() => onAction('transfer')}>
          {t('agent.transfer')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onAction(locked ? 'unlock' : 'lock')}>
          {t(locked ? 'agent.unlock' : 'agent.lock')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onAction('reset')}>
          {t('agent.resetPassword')}
        </Button>
        {member.isAgent && member.level === 1 && (
          // A direct downline agent can be offered a contract (the contracts page's form).
          <Link to={AGENT_PAGES.contracts} search={{ account: member.account }}>
            {t('agentContracts.offerTitle')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Asks before locking, unlocking or resetting the password, then says it is done. */
function MemberConfirm({
  action,
  onClose,
  onDone,
}: {
  action: { kind: MemberChange; member: TeamMember };
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { account, id } = action.member;
  const change = useChangeMember(id, {
    onSuccess: (_, kind) =>
      onDone(
        t(
          kind === 'reset'
            ? 'agent.resetDone'
            : kind === 'lock'
              ? 'agent.lockedDone'
              : 'agent.unlockedDone',
          { account },
        ),
      ),
  });
  const text =
    action.kind === 'reset'
      ? { title: t('agent.resetTitle', { account }), message: t('agent.resetConfirm') }
      : action.kind === 'lock'
        ? { title: t('agent.lockTitle', { account }), message: t('agent.lockConfirm') }
        : { title: t('agent.unlock'), message: t('agent.unlockedDone', { account }) };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      message={
        <>
          {text.message}
          <CallError error={change.error} />
        </>
      }
      confirmLabel={t('agent.confirm')}
      cancelLabel={t('agent.cancel')}
      onConfirm={() => change.mutate(action.kind)}
      pending={change.isPending}
    />
  );
}
