import type { LotteryDraw } from '@tessera/contract';
import { dateTimeFormat } from '@tessera/i18n';
import { DataTable } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/** The opened numbers of a draw, as balls. */
export function DrawNumbers({ draw }: { draw: LotteryDraw }) {
  return (
    <ol className={styles.balls}>
      {draw.numbers.map((number, index) => (
        <li key={index}>{number}</li>
      ))}
    </ol>
  );
}

/** Recent draws of a lottery: number, opened numbers and time. */
export function RecentDraws({ draws, loading }: { draws: LotteryDraw[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <DataTable
      caption={t('games.recentDraws')}
      hideCaption
      loading={loading}
      rows={draws}
      getRowKey={(draw) => draw.drawNo}
      emptyTitle={t('games.noDraws')}
      columns={[
        { key: 'drawNo', header: t('games.draw') },
        {
          key: 'numbers',
          header: t('games.numbers'),
          render: (draw) => <DrawNumbers draw={draw} />,
        },
        {
          key: 'drawnAt',
          header: t('games.drawnAt'),
          align: 'end',
          render: (draw) => (
            <time dateTime={draw.drawnAt}>{time.format(new Date(draw.drawnAt))}</time>
          ),
        },
      ]}
    />
  );
}
