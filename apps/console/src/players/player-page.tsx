import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PLAYER_OPS_ROUTES, type PlayerProfile } from '@tessera/contract';
import { Tabs } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { usePermissions } from '../core/session';
import { useCallOps } from '../core/ops';
import styles from '../desk-kit/desk.module.css';
import { QueryView } from '../desk-kit/kit';
import { PlayerDocuments } from '../documents/player-documents';
import { AgentPlace } from './agent-tree-section';
import { IdentitySection } from './identity-section';
import { LedgerSection } from './ledger-section';
import { NotesSection } from './notes-section';
import { PasswordResetSection } from './password-reset-section';
import { ProfileFacts } from './profile-section';
import { ProtectionSection } from './protection-section';
import { SessionsSection } from './sessions-section';
import { SignInsSection } from './sign-ins-section';
import { BlockSection } from './standing-section';
import { TagsSection } from './tags-section';
import { WalletsSection } from './wallets-section';

export const PLAYER_TABS = [
  'profile',
  'money',
  'sessions',
  'signIns',
  'notes',
  'protection',
  'documents',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

export function validatePlayerTab(search: Record<string, unknown>): { tab?: PlayerTab } {
  return (PLAYER_TABS as readonly unknown[]).includes(search.tab)
    ? { tab: search.tab as PlayerTab }
    : {};
}

/** One player: a header (name, standing, tags) and tabs for each part of the desk. */
export function PlayerPage({
  id,
  tab,
  onTab,
}: {
  id: string;
  tab?: PlayerTab;
  onTab(tab: PlayerTab): void;
}) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const profile = useQuery({
    queryKey: ['player', id, 'profile'],
    queryFn: () => callOps(PLAYER_OPS_ROUTES.profile, { params: { id } }),
  });
  return (
    <div className={shared.page}>
      <p style={{ margin: 0 }}>
        <Link to="/players">{t('desks.backToSearch')}</Link>
      </p>
      <QueryView query={profile} lines={6}>
        {(data) => <PlayerView profile={data} tab={tab ?? 'profile'} onTab={onTab} />}
      </QueryView>
    </div>
  );
}

export function PlayerView({
  profile,
  tab,
  onTab,
}: {
  profile: PlayerProfile;
  tab: PlayerTab;
  onTab(tab: PlayerTab): void;
}) {
  const { t } = useTranslation();
  const can = usePermissions();
  const { account, standing } = profile;
  const content = (value: PlayerTab) => {
    switch (value) {
      case 'profile':
        return (
          <div className={styles.grid}>
            <ProfileFacts profile={profile} />
            <IdentitySection profile={profile} />
            <BlockSection profile={profile} />
            <TagsSection profile={profile} />
            <PasswordResetSection profile={profile} />
            <AgentPlace profile={profile} />
          </div>
        );
      case 'money':
        return (
          <div className={shared.page}>
            <WalletsSection profile={profile} />
            <LedgerSection profile={profile} />
          </div>
        );
      case 'sessions':
        return <SessionsSection profile={profile} />;
      case 'signIns':
        return <SignInsSection profile={profile} />;
      case 'notes':
        return <NotesSection profile={profile} />;
      case 'protection':
        return <ProtectionSection profile={profile} />;
      case 'documents':
        return <PlayerDocuments memberId={Number(account.id)} merchant={account.merchantCode} />;
    }
  };
  const tabs = PLAYER_TABS.filter((value) => value !== 'documents' || can('documents.read'));
  return (
    <>
      <div className={shared.pageHead}>
        <h1>
          {account.username}{' '}
          <span className={shared.muted} style={{ fontSize: '1rem' }}>
            #{account.id} · {account.merchantCode}
          </span>
        </h1>
        <div className={styles.actions}>
          <span className={standing.status === 'active' ? shared.chipOk : shared.chipDanger}>
            {t(`desks.standing_${standing.status}`)}
          </span>
          {profile.tags.map((tag) => (
            <span key={tag} className={shared.chip}>
              {t(`desks.tag_${tag}`)}
            </span>
          ))}
        </div>
      </div>
      <Tabs
        label={t('desks.playerSections')}
        className={styles.tabs}
        value={tab}
        wrap
        onChange={(value) => onTab(value as PlayerTab)}
        items={tabs.map((value) => ({
          value,
          label: t(`desks.tab_${value}`),
          content: value === tab ? content(value) : null,
        }))}
      />
    </>
  );
}
