import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useSessionActions } from '@tessera/site-shared/session';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { playSessionQuery } from '../api/protection-queries';

/**
 * The reality check (UKGC RTS 13): how long the member has been signed in and the net result
 * since, asked fresh from the platform; continue playing, or sign out. Escape continues.
 */
export function RealityCheckPrompt({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const session = useQuery(playSessionQuery(client));
  const elapsed = (seconds: number) =>
    t('protection.hoursMinutes', {
      hours: Math.floor(seconds / 3600),
      minutes: Math.floor((seconds % 3600) / 60),
    });

  return (
    <Modal
      open
      size="sm"
      dismissible={false}
      onOpenChange={(open) => !open && onContinue()}
      title={t('protection.realityPromptTitle')}
      description={
        session.data ? (
          t('protection.realityPromptBody', {
            elapsed: elapsed(session.data.elapsedSeconds),
            result: money(session.data.netResult),
          })
        ) : (
          <Skeleton shape="text" width="100%" />
        )
      }
      footer={
        <>
          <Button
            variant="secondary"
            onClick={async () => {
              await logout();
              onContinue();
              await navigate({ to: '/' });
            }}
          >
            {t('protection.signOut')}
          </Button>
          <Button onClick={onContinue}>{t('protection.continue')}</Button>
        </>
      }
    />
  );
}
