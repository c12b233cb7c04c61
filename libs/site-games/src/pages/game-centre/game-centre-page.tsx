import { Link } from '@tanstack/react-router';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { vendorLanesQuery } from '../../api/get-vendor-lanes';
import { VendorTile } from '../../components/vendor-tile';
import { gameErrorKey } from '../../utils/game-errors';
import { CentreGames } from './centre-games';
import { GAME_CENTRES, laneCards, type GameCentrePath } from '../../utils/game-lists';
import styles from '../game-pages.module.css';

export interface GameCentrePageProps {
  path: GameCentrePath;
  title: ParseKeys;
}

/**
 * A game-centre page (/sports, /esports, /lott, /elott, /cockfight; spec §2): the vendor tiles
 * of its lane, then its games when the type has any. Lanes come from the session cache; the
 * refresh button loads them again (spec §4).
 */
export function GameCentrePage({ path, title }: GameCentrePageProps) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const { merchantCode } = useBrand();
  const heading = useId();
  const gameType = GAME_CENTRES[path];
  const lanes = useQuery(vendorLanesQuery(client, merchantCode, i18n.language));
  const cards = lanes.status === 'success' ? laneCards(lanes.data, gameType) : [];
  const providers = t('games.providersOf', { type: t(`gameTypes.${gameType}`) });

  return (
    <div className={styles.page}>
      <header className={`${styles.head} ${styles.toolbar}`}>
        <h1>{t(title)}</h1>
        <Button variant="secondary" size="sm" onClick={() => void lanes.refetch()}>
          {t('games.refresh')}
        </Button>
      </header>
      <section aria-labelledby={heading}>
        <h2 id={heading} className="visually-hidden">
          {providers}
        </h2>
        {lanes.status === 'pending' && (
          <ul className={styles.tiles} aria-label={t('games.loadingGames')} aria-busy="true">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton shape="block" height={120} />
              </li>
            ))}
          </ul>
        )}
        {lanes.status === 'error' && (
          <EmptyState
            tone="error"
            level={3}
            title={t('games.loadFailed', { reason: t(gameErrorKey(lanes.error)) })}
            action={<Button onClick={() => void lanes.refetch()}>{t('common.retry')}</Button>}
          />
        )}
        {lanes.status === 'success' && cards.length === 0 && (
          <EmptyState
            level={3}
            title={t('games.noProviders')}
            action={<Link to="/">{t('common.backHome')}</Link>}
          />
        )}
        {cards.length > 0 && (
          <ul className={styles.tiles} aria-label={providers}>
            {cards.map((card) => (
              <li key={`${card.vassalage}:${card.gameCode ?? ''}`}>
                <VendorTile card={card} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CentreGames gameType={gameType} />
    </div>
  );
}
