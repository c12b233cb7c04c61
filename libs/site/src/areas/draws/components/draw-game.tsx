import type { DrawKind, DrawPrize, DrawTicket } from '@tessera/contract';
import { CLIENT_SEED_PATTERN } from '@tessera/contract';
import { Button, EmptyState, TextField, usePrefersReducedMotion } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { usePlayTicket } from '../api/draw-queries';
import { randomClientSeed } from '../utils/verify-draw';
import styles from './draws.module.css';
import { DrawToken, PrizeWheel } from './prize-wheel';
import { PrizeTable } from './prize-table';
import { useDrawTexts } from './use-draw-texts';
import { VerifyPanel } from './verify-panel';

/** How long the wheel turns and a token opens before the result shows (no motion: at once). */
const REVEAL_MS: Record<DrawKind, number> = { WHEEL: 2_600, ENVELOPE: 700, EGG: 700 };
const SEED = new RegExp(CLIENT_SEED_PATTERN);

interface DrawGameProps {
  kind: DrawKind;
  /** The member's unplayed tickets of this game, oldest first. */
  tickets: DrawTicket[];
  /** The game's current prizes (the next ticket's own prizes when there is one). */
  prizes: DrawPrize[];
}

/**
 * One game: its picture (the wheel, an envelope or an egg), the next ticket's seed hash, the
 * player's client seed, the play button, the result and its verification.
 */
export function DrawGame({ kind, tickets, prizes }: DrawGameProps) {
  const { t, prize, problem, money } = useDrawTexts();
  const still = usePrefersReducedMotion();
  const play = usePlayTicket();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [played, setPlayed] = useState<DrawTicket | null>(null);
  const [revealed, setRevealed] = useState(false);
  const next = tickets[0];
  const shownPrizes = played?.prizes ?? next?.prizes ?? prizes;
  const seedOk = SEED.test(clientSeed);

  useEffect(() => {
    if (!played) return;
    const timer = setTimeout(() => setRevealed(true), still ? 0 : REVEAL_MS[kind]);
    return () => clearTimeout(timer);
  }, [played, still, kind]);

  const start = () => {
    if (!next || !seedOk) return;
    setPlayed(null);
    setRevealed(false);
    play.mutate(
      { ticketId: next.id, clientSeed },
      {
        onSuccess: (ticket) => {
          setPlayed(ticket);
          setClientSeed(randomClientSeed());
        },
      },
    );
  };

  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby={`draw-${kind}`}>
        <h2 className={styles.cardTitle} id={`draw-${kind}`}>
          {t(`draws.${kind}`)}
        </h2>
        <div className={styles.stage}>
          {kind === 'WHEEL' ? (
            <PrizeWheel
              prizes={shownPrizes}
              stopAt={played ? played.prizeIndex : null}
              label={prize}
              still={still}
            />
          ) : (
            <DrawToken kind={kind} open={revealed} />
          )}
          <p className={styles.count} data-testid="ticket-count">
            {t('draws.ticketsLeft', { count: tickets.length })}
          </p>
          <div aria-live="polite" className={styles.stage}>
            {played && revealed && (
              <>
                <p className={styles.result} data-testid="draw-result">
                  {(played.amount ?? 0) > 0
                    ? t('draws.won', { amount: money(played.amount ?? 0) })
                    : t('draws.wonNothing')}
                </p>
                {(played.amount ?? 0) > 0 && <p className={styles.muted}>{t('draws.credited')}</p>}
              </>
            )}
            {play.isError && (
              <p className={styles.bad} role="alert">
                {problem(play.error)}
              </p>
            )}
          </div>
        </div>
        {next ? (
          <>
            <TextField
              label={t('draws.clientSeed')}
              hint={t('draws.clientSeedHint')}
              error={seedOk ? undefined : t('draws.clientSeedInvalid')}
              value={clientSeed}
              maxLength={64}
              onChange={(event) => setClientSeed(event.target.value.trim())}
              trailing={
                <Button variant="ghost" size="sm" onClick={() => setClientSeed(randomClientSeed())}>
                  {t('draws.newSeed')}
                </Button>
              }
            />
            <dl className={styles.facts}>
              <dt>{t('draws.seedHash')}</dt>
              <dd data-testid="next-seed-hash">{next.serverSeedHash}</dd>
            </dl>
            <Button onClick={start} loading={play.isPending} disabled={!seedOk}>
              {play.isPending ? t('draws.playing') : t(`draws.play_${kind}`)}
            </Button>
          </>
        ) : (
          !played && (
            <EmptyState level={3} title={t('draws.noTickets')} hint={t('draws.noTicketsHint')} />
          )
        )}
        {played && revealed && <VerifyPanel ticket={played} />}
      </section>
      <PrizeTable prizes={shownPrizes} />
    </div>
  );
}
