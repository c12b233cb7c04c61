import { useQuery } from '@tanstack/react-query';
import { DRAW_KINDS, type DrawKind, type DrawOverview } from '@tessera/contract';
import { Button, EmptyState, Skeleton, Tabs } from '@tessera/ui';
import { useState } from 'react';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { drawOverviewQuery } from '../api/draw-queries';
import { DrawGame } from '../components/draw-game';
import styles from '../components/draws.module.css';
import { useDrawTexts } from '../components/use-draw-texts';
import { VerifyPanel } from '../components/verify-panel';

/** The game to open first: the first with a ticket waiting, else the wheel. */
const firstKind = (overview: DrawOverview): DrawKind =>
  DRAW_KINDS.find((kind) => overview.tickets.some((ticket) => ticket.kind === kind)) ?? 'WHEEL';

/**
 * /member/lucky-draw: red envelopes, the prize wheel and golden eggs. Each game's tickets, its
 * prizes and chances, how tickets are earned, and the last plays, each verifiable here.
 */
export function LuckyDrawPage() {
  const { t } = useDrawTexts();
  const client = usePlatformClient();
  const overview = useQuery(drawOverviewQuery(client));

  const body = () => {
    if (overview.isPending)
      return (
        <div className={styles.grid} role="status" data-testid="draws-skeleton">
          <span className="visually-hidden">{t('common.loading')}</span>
          <Skeleton shape="block" height={320} />
          <Skeleton shape="block" height={220} />
        </div>
      );
    if (overview.isError)
      return (
        <EmptyState
          tone="error"
          level={2}
          title={t('draws.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    return <Draws overview={overview.data} />;
  };

  return (
    <div className={styles.page}>
      <MemberPageHeading title="member.luckyDraw" />
      <p className={styles.intro}>{t('draws.intro')}</p>
      {body()}
    </div>
  );
}

function Draws({ overview }: { overview: DrawOverview }) {
  const { t, money, time, prize } = useDrawTexts();
  const [kind, setKind] = useState<DrawKind>(() => firstKind(overview));
  const games = overview.games.filter((game) => game.prizes.length > 0);
  return (
    <>
      <Tabs
        label={t('member.luckyDraw')}
        value={kind}
        onChange={(value) => setKind(value as DrawKind)}
        items={games.map((game) => {
          const tickets = overview.tickets.filter((ticket) => ticket.kind === game.kind);
          return {
            value: game.kind,
            label: `${t(`draws.${game.kind}`)} (${tickets.length})`,
            content: <DrawGame kind={game.kind} tickets={tickets} prizes={game.prizes} />,
          };
        })}
      />
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="draw-rules">
          <h2 className={styles.cardTitle} id="draw-rules">
            {t('draws.howToEarn')}
          </h2>
          <ul className={styles.list}>
            {overview.rules.map((rule) => (
              <li key={rule.id}>
                {t(`draws.rule_${rule.kind}`, {
                  amount: money(rule.threshold),
                  game: t(`draws.${rule.drawKind}`),
                })}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="draw-history">
          <h2 className={styles.cardTitle} id="draw-history">
            {t('draws.history')}
          </h2>
          {overview.played.length === 0 ? (
            <p className={styles.muted}>{t('draws.noHistory')}</p>
          ) : (
            <ul className={styles.list}>
              {overview.played.map((ticket) => (
                <li key={ticket.id}>
                  <details className={styles.details}>
                    <summary>
                      {t(`draws.${ticket.kind}`)} · {prize(ticket.amount ?? 0)} ·{' '}
                      {ticket.playedAt ? time(ticket.playedAt) : ''}
                    </summary>
                    <VerifyPanel ticket={ticket} />
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
