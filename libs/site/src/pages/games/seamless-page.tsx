import { Link, useSearch } from '@tanstack/react-router';
import { gatedAction } from '@tessera/domain';
import { Button, EmptyState, Spinner } from '@tessera/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../app/hooks/use-startup';
import type { SeamlessSearch } from '../../app/search';
import { useAsync, useGoToLogin } from '../../features/games';
import { gameErrorKey } from '../../features/games/game-errors';
import { siteModalAtom } from '../../modals/modal-state';
import { memberAtom } from '../../session';
import styles from './game-pages.module.css';

/**
 * /seamless?gameCode=&vassalage= (spec §2): the game plays inside the page, which hides the
 * side menu. Without a game in the query, or without a real account, it says what to do.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const { gameCode, vassalage }: SeamlessSearch = useSearch({ strict: false });
  const member = useAtomValue(memberAtom);
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
  const load = useCallback(
    () =>
      client.games.launch({
        gameCode,
        vassalage,
        language: i18n.language,
        device: 'WEB',
        backUrl: window.location.origin,
      }),
    [client, gameCode, vassalage, i18n.language],
  );
  const launch = useAsync(load);
  if (launch.status === 'loading') return <Spinner size={32} label={t('games.launching')} />;
  if (launch.status === 'error')
    return (
      <EmptyState
        tone="error"
        title={t(gameErrorKey(launch.error))}
        action={<Button onClick={launch.reload}>{t('common.retry')}</Button>}
      />
    );
  return (
    <iframe
      className={styles.seamless}
      src={launch.value.url}
      title={t('games.gameFrame', { name: gameCode })}
      allow="autoplay; fullscreen"
      allowFullScreen
    />
  );
}
