import { Link, useSearch } from '@tanstack/react-router';
import { Button, EmptyState, Spinner } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import type { LotterySearch } from '../search';
import { gameErrorKey } from '@tessera/site-games';
import { lotteryMenuQuery } from '../api/get-lottery';
import styles from './lottery-page.module.css';
import { LotteryGamePanel } from '../components/lottery-game-panel';
import { type LotteryPath } from '../utils/lottery-pages';
import { LotteryPicker } from '../components/lottery-picker';
import { LotteryBetList } from '../components/lottery-bet-list';

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
  const queryClient = useQueryClient();
  const menu = useQuery(
    lotteryMenuQuery(client, queryClient, {
      path,
      merchant: merchantCode,
      language: i18n.language,
    }),
  );
  const [picked, setPicked] = useState(gameCode);

  let body;
  if (menu.status === 'pending') body = <Spinner label={t('common.loading')} />;
  else if (menu.status === 'error')
    body = (
      <EmptyState
        tone="error"
        title={t('games.loadFailed', { reason: t(gameErrorKey(menu.error)) })}
        action={<Button onClick={() => void menu.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else if (menu.data.length === 0)
    body = (
      <EmptyState
        title={t('games.noLotteries')}
        action={<Link to="/">{t('common.backHome')}</Link>}
      />
    );
  else {
    const games = menu.data;
    const game = games.find((candidate) => candidate.gameCode === picked);
    body = (
      <>
        {game && <LotteryGamePanel key={game.gameCode} game={game} />}
        {!game && picked && <p role="alert">{t('games.unknownLottery')}</p>}
        <LotteryPicker games={games} current={game?.gameCode} onPick={setPicked} />
        <LotteryBetList />
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
