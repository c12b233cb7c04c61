import type { LotteryBet } from '@tessera/contract';
import { dateTimeFormat, numberFormat } from '@tessera/i18n';
import { Button, DataTable, EmptyState } from '@tessera/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { gameErrorKey } from '@tessera/site-games';
import { lotteryBetsQuery } from '../api/get-lottery-bets';
import styles from './lottery.module.css';

/** What a game page posts after money moved (games/modals/game-popup.tsx reads it too). */
const BALANCE_MESSAGE = 'tessera:balance';

/**
 * The member's lottery bets (placed in the lottery window): draw, bet, stake, result and the
 * drawn numbers, newest first, with older pages on demand. Its texts come with the lottery page
 * (`withTexts(['lottery'])` in lazy-screens.ts).
 */
export function LotteryBetList() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const heading = useId();
  const bets = useInfiniteQuery(lotteryBetsQuery(client));
  const { refetch } = bets;
  // A bet placed or paid in the lottery window shows up here at once.
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (event.origin === window.location.origin && data?.type === BALANCE_MESSAGE) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refetch]);
  const number = numberFormat(i18n.language);
  const odds = numberFormat(i18n.language, { minimumFractionDigits: 2 });
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const betText = (bet: LotteryBet) =>
    `${bet.betType === 'NUMBER' ? t('lottery.NUMBER', { pick: number.format(bet.pick ?? 0) }) : t(`lottery.${bet.betType}`)} · ${t('lottery.odds', { odds: odds.format(bet.oddsHundredths / 100) })}`;
  const resultText = (bet: LotteryBet) =>
    bet.status === 'won'
      ? t('lottery.status_won', { amount: money(bet.payout ?? 0) })
      : t(`lottery.status_${bet.status}`);

  let body;
  if (bets.status === 'error')
    body = (
      <EmptyState
        tone="error"
        level={3}
        title={t('lottery.loadFailed')}
        hint={t(gameErrorKey(bets.error))}
        action={<Button onClick={() => void bets.refetch()}>{t('common.retry')}</Button>}
      />
    );
  else
    body = (
      <DataTable
        caption={t('lottery.myBets')}
        hideCaption
        loading={bets.status === 'pending'}
        rows={bets.data?.pages.flat() ?? []}
        getRowKey={(bet) => bet.id}
        emptyTitle={t('lottery.noBets')}
        emptyHint={t('lottery.noBetsHint')}
        columns={[
          {
            key: 'drawNo',
            header: t('lottery.draw'),
            render: (bet) => (
              <span>
                {bet.gameName} · {bet.drawNo}
                <br />
                <time className={styles.muted} dateTime={bet.drawAt}>
                  {time.format(new Date(bet.drawAt))}
                </time>
              </span>
            ),
          },
          { key: 'betType', header: t('lottery.bet'), render: betText },
          {
            key: 'stake',
            header: t('lottery.stake'),
            align: 'end',
            render: (bet) => money(bet.stake),
          },
          {
            key: 'status',
            header: t('lottery.result'),
            render: (bet) => <span className={styles[bet.status]}>{resultText(bet)}</span>,
          },
          {
            key: 'numbers',
            header: t('lottery.numbers'),
            render: (bet) => bet.numbers?.map((n) => number.format(Number(n))).join(' ') ?? '—',
          },
        ]}
      />
    );
  return (
    <section aria-labelledby={heading} className={styles.bets}>
      <h2 id={heading}>{t('lottery.myBets')}</h2>
      <p className={styles.muted}>{t('lottery.myBetsHint')}</p>
      {body}
      {bets.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            disabled={bets.isFetchingNextPage}
            onClick={() => void bets.fetchNextPage()}
          >
            {t('lottery.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
