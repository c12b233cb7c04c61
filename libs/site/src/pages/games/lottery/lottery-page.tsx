import { Link, useSearch } from '@tanstack/react-router';
import { Button, EmptyState, Spinner } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../app/brand-context';
import { usePlatformClient } from '../../../app/hooks/use-startup';
import type { LotterySearch } from '../../../app/search';
import { loadVendorLanes, useAsync } from '../../../features/games';
import { gameErrorKey } from '../../../features/games/game-errors';
import styles from '../game-pages.module.css';
import { LotteryGamePanel } from './lottery-game-panel';
import { lotteriesOf, pagePrizeMode, type LotteryPath } from './lottery-pages';
import { LotteryPicker } from './lottery-picker';

export interface LotteryPageProps {
  path: LotteryPath;
  title: ParseKeys;
}

/**
 * /lottery, /seaLottery and /vnLottery with `?gameCode` (spec §2, login only): the chosen
 * lottery's numbers, draws, countdown and Play; without a known game code, a picker instead.
 */
export function LotteryPage({ path, title }: LotteryPageProps) {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const { merchantCode } = useBrand();
  const { gameCode }: LotterySearch = useSearch({ strict: false });
  const lanesOf = useCallback(
    () => loadVendorLanes(client, { merchant: merchantCode, language: i18n.language }),
    [client, merchantCode, i18n.language],
  );
  const load = useCallback(async () => {
    const menu = await client.lottery.menu(await pagePrizeMode(path, lanesOf));
    return lotteriesOf(path, menu);
  }, [client, path, lanesOf]);
  const menu = useAsync(load);
  const [picked, setPicked] = useState(gameCode);

  let body;
  if (menu.status === 'loading') body = <Spinner label={t('common.loading')} />;
  else if (menu.status === 'error')
    body = (
      <EmptyState
        tone="error"
        title={t('games.loadFailed', { reason: t(gameErrorKey(menu.error)) })}
        action={<Button onClick={menu.reload}>{t('common.retry')}</Button>}
      />
    );
  else if (menu.value.length === 0)
    body = (
      <EmptyState
        title={t('games.noLotteries')}
        action={<Link to="/">{t('common.backHome')}</Link>}
      />
    );
  else {
    const games = menu.value;
    const game = games.find((candidate) => candidate.gameCode === picked);
    body = (
      <>
        {game && <LotteryGamePanel key={game.gameCode} game={game} />}
        {!game && picked && <p role="alert">{t('games.unknownLottery')}</p>}
        <LotteryPicker games={games} current={game?.gameCode} onPick={setPicked} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{t(title)}</h1>
      </header>
      {body}
    </div>
  );
}
