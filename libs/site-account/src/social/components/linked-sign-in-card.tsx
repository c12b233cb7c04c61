import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from '@tessera/ui';
import { useState } from 'react';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { Problem } from '../../security/components/problem';
import styles from '../../security/components/security.module.css';
import { socialLinksQuery, useUnlink } from '../api/social-queries';
import { useSocialTexts } from '../social-texts';

/**
 * The security centre's linked sign-in: each provider linked (with whom) and unlink, the
 * merchant's other providers. Unlinking waits for a password of the account's own (set under
 * "Passwords and payouts"): the account must keep a way in.
 */
export function LinkedSignInCard() {
  const { t } = useSocialTexts();
  const client = usePlatformClient();
  const links = useQuery(socialLinksQuery(client));
  const unlink = useUnlink();
  const [unlinked, setUnlinked] = useState<string | null>(null);

  const body = () => {
    if (links.isPending) return <Skeleton shape="block" height={120} />;
    if (links.isError) return <Problem error={links.error} />;
    const { data } = links;
    return (
      <>
        <ul className={styles.rows}>
          {data.links.map((link) => (
            <li key={link.provider} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.label}>{t(`social.${link.provider}`)}</span>
                <span className={styles.value}>
                  {t('social.linkedAs', { who: link.email ?? link.name ?? '' })}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={!data.passwordSet}
                loading={unlink.isPending && unlink.variables === link.provider}
                onClick={() =>
                  unlink.mutate(link.provider, {
                    onSuccess: () => setUnlinked(t(`social.${link.provider}`)),
                  })
                }
              >
                {t('social.unlink')}
              </Button>
            </li>
          ))}
          {data.available.map((provider) => (
            <li key={provider} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.label}>{t(`social.${provider}`)}</span>
                <span className={styles.muted}>{t('social.notLinked')}</span>
              </span>
            </li>
          ))}
        </ul>
        {unlinked && (
          <p role="status" className={styles.muted}>
            {t('social.unlinked', { provider: unlinked })}
          </p>
        )}
        <Problem error={unlink.error} />
        {!data.passwordSet && <p className={styles.muted}>{t('social.noPassword')}</p>}
      </>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="security-social">
      <h2 id="security-social" className={styles.cardTitle}>
        {t('social.cardTitle')}
      </h2>
      <p className={styles.muted}>{t('social.cardIntro')}</p>
      {body()}
    </section>
  );
}
