import { useQuery } from '@tanstack/react-query';
import { SOCIAL_CALLBACK_ROUTE, type SocialProvider } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { FormError } from '../../components/form-error';
import { socialProvidersQuery, useSocialStart } from '../api/social-queries';
import { useSocialTexts } from '../social-texts';
import styles from './social-buttons.module.css';

export interface SocialButtonsProps {
  /** Sends the browser to the provider. @default window.location.assign */
  goTo?: (url: string) => void;
}

/**
 * "Continue with Google / Facebook" for each provider the merchant configured (nothing when
 * none): starts the sign-in on the platform and sends the browser to the provider, which sends
 * it back to /social/callback.
 */
export function SocialButtons({ goTo = (url) => window.location.assign(url) }: SocialButtonsProps) {
  const { t } = useSocialTexts();
  const client = usePlatformClient();
  const providers = useQuery(socialProvidersQuery(client));
  const start = useSocialStart({ onSuccess: ({ authorizeUrl }) => goTo(authorizeUrl) });
  const begin = (provider: SocialProvider) =>
    start.mutate({ provider, redirectUri: `${window.location.origin}${SOCIAL_CALLBACK_ROUTE}` });
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.or}>{t('social.or')}</p>
      {list.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          loading={start.isPending}
          onClick={() => begin(provider)}
        >
          {t('social.continueWith', { provider: t(`social.${provider}`) })}
        </Button>
      ))}
      <FormError error={start.error} />
    </div>
  );
}
