import { Link, useSearch } from '@tanstack/react-router';
import { gatedAction } from '@tessera/domain';
import { Button, EmptyState, Spinner } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import type { SeamlessSearch } from '../search';
import { seamlessLaunchQuery } from '../api/get-seamless-launch';
import { useGoToLogin } from '@tessera/site-account';
import { gameErrorKey } from '../utils/game-errors';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useAutoTransfer } from '@tessera/site-shared/preferences';
import { useMember } from '@tessera/site-shared/session';
import { useRecallOnLeave } from '../hooks/use-recall-on-leave';
import styles from './game-pages.module.css';

/**
 * /seamless?gameCode=&vassalage= (spec §2): the game plays inside the page, which hides the
 * side menu. Without a game in the query, or without a real account, it says what to do.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const { gameCode, vassalage }: SeamlessSearch = useSearch({ strict: false });
  const member = useMember();
  const goToLogin = useGoToLogin();
  const openModal = useSetAtom(siteModalAtom);
  const verdict = gatedAction({ loggedIn: member !== null, memberType: member?.type ?? null });

  let body;
  if (!gameCode || !vassalage)
    body = (
      <EmptyState
        title={t('games.seamlessMissing')}
        hint={t('games.seamlessMissingHint')}
        action={<Link to="/">{t('games.browseGames')}</Link>}
      />
    );
  else if (verdict === 'login')
    body = (
      <EmptyState
        title={t('games.loginToPlay')}
        action={<Button onClick={goToLogin}>{t('shell.login')}</Button>}
      />
    );
  else if (verdict === 'upgrade')
    body = (
      <EmptyState
        title={t('games.realAccountNeeded')}
        action={
          <Button onClick={() => openModal({ kind: 'realAccount' })}>
            {t('account.increaseSubmit')}
          </Button>
        }
      />
    );
  else body = <SeamlessGame gameCode={gameCode} vassalage={vassalage} />;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('pages.seamless')}</h1>
      {body}
    </div>
  );
}

function SeamlessGame({ gameCode, vassalage }: { gameCode: string; vassalage: string }) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const [autoTransfer] = useAutoTransfer();
  const launch = useQuery(
    seamlessLaunchQuery(client, { gameCode, vassalage, language: i18n.language, autoTransfer }),
  );
  // Leaving the page (another route, or closing the tab) brings the money back to main.
  useRecallOnLeave(launch.data?.gameWallet !== undefined);
  if (launch.status === 'pending') return <Spinner size={32} label={t('games.launching')} />;
  if (launch.status === 'error')
    return (
      <EmptyState
        tone="error"
        title={t(gameErrorKey(launch.error))}
        action={<Button onClick={() => void launch.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return (
    <iframe
      className={styles.seamless}
      src={launch.data.url}
      title={t('games.gameFrame', { name: gameCode })}
      allow="autoplay; fullscreen"
      allowFullScreen
    />
  );
}
