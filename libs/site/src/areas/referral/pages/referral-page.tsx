import { useQuery } from '@tanstack/react-query';
import { REFERRAL_LINK_PARAM } from '@tessera/contract';
import { numberFormat } from '@tessera/i18n';
import { QRCode, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { RetryState } from '@tessera/site-shared/forms/retry-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { referralSummaryQuery } from '../api/referral-queries';
import { CopyField } from '../components/copy-field';
import { FriendList } from '../components/friend-list';
import styles from '../components/referral.module.css';

/** The registration link carrying the code, on this site's own address. */
const inviteLink = (code: string) =>
  `${window.location.origin}/register?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`;

/**
 * /member/referral (invite friends): the member's code, link and its QR code, the merchant's
 * reward terms, the counts, and the friends who signed up with the code and where they stand.
 */
export function ReferralPage() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const summary = useQuery(referralSummaryQuery(client));
  const number = numberFormat(i18n.language);

  const body = () => {
    if (summary.isPending)
      return (
        <div role="status" className={styles.page} data-testid="referral-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={200} />
          <Skeleton shape="block" height={80} />
        </div>
      );
    if (summary.isError)
      return <RetryState error={summary.error} onRetry={() => void summary.refetch()} />;
    const data = summary.data;
    const link = inviteLink(data.code);
    return (
      <>
        <section className={styles.card}>
          <div className={styles.fields}>
            <CopyField
              label={t('referral.yourCode')}
              value={data.code}
              copyLabel={t('referral.copyCode')}
            />
            <CopyField
              label={t('referral.yourLink')}
              value={link}
              copyLabel={t('referral.copyLink')}
            />
            <p className={styles.terms}>
              {data.rewardsOn
                ? t('referral.terms', {
                    reward: money(data.rewardAmount, data.currency),
                    minimum: money(data.minDeposit, data.currency),
                  })
                : t('referral.termsOff')}
            </p>
          </div>
          <div className={styles.qr}>
            <QRCode value={link} size={160} title={t('referral.qrLabel')} />
          </div>
        </section>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('referral.friends')}</dt>
            <dd>{number.format(data.friends)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('referral.deposited')}</dt>
            <dd>{number.format(data.depositedFriends)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('referral.earned')}</dt>
            <dd>{money(data.earned, data.currency)}</dd>
          </div>
        </dl>
        <h2 className={styles.heading}>{t('referral.friendsTitle')}</h2>
        <FriendList currency={data.currency} />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.referral" />
      <p className={styles.terms}>{t('referral.intro')}</p>
      {body()}
    </div>
  );
}
