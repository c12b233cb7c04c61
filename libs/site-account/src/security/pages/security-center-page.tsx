import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@tessera/ui';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { securityProfileQuery } from '../api/security-queries';
import { ContactsCard } from '../components/contacts-card';
import { DevicesCard, LoadFailed } from '../components/devices-card';
import { DocumentsCard } from '../components/documents-card';
import { HistoryCard } from '../components/history-card';
import { LinkedSignInCard } from '../../social/components/linked-sign-in-card';
import { PasswordsCard } from '../components/passwords-card';
import { ProfileCard } from '../components/profile-card';
import styles from '../components/security.module.css';
import { TwoFactorCard } from '../components/two-factor-card';
import { useSecurityTexts } from '../components/use-security-texts';

/**
 * /member/security-center ("My account", issue 13 B): contacts bound and verified by code,
 * personal details, passwords and payouts, two-factor sign-in, signed-in devices and the
 * sign-in history of the last 30 days, the sign-in providers linked (issue 13 C) and the identity
 * documents with their review (issue 29).
 */
export function SecurityCenterPage() {
  const { t } = useSecurityTexts();
  const client = usePlatformClient();
  const profile = useQuery(securityProfileQuery(client));

  const settings = () => {
    if (profile.isPending)
      return (
        <div className={styles.grid} role="status" data-testid="security-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={220} />
          <Skeleton shape="block" height={220} />
          <Skeleton shape="block" height={220} />
        </div>
      );
    if (profile.isError)
      return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
    return (
      <div className={styles.grid}>
        <ContactsCard profile={profile.data} />
        <PasswordsCard profile={profile.data} />
        <TwoFactorCard profile={profile.data} />
        <LinkedSignInCard />
        <ProfileCard profile={profile.data} />
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.securityCenter" />
      {settings()}
      <div className={styles.grid}>
        <DocumentsCard />
      </div>
      <div className={styles.grid}>
        <DevicesCard />
        <HistoryCard />
      </div>
    </div>
  );
}
