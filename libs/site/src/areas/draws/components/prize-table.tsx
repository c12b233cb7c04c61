import type { DrawPrize } from '@tessera/contract';
import { chanceOf } from '../utils/verify-draw';
import styles from './draws.module.css';
import { useDrawTexts } from './use-draw-texts';

/** A game's prizes with each one's chance, so the odds are open before anyone plays. */
export function PrizeTable({ prizes }: { prizes: readonly DrawPrize[] }) {
  const { t, prize, percent } = useDrawTexts();
  const weights = prizes.map((p) => p.weight);
  return (
    <section className={styles.card} aria-labelledby="draw-prizes">
      <h2 className={styles.cardTitle} id="draw-prizes">
        {t('draws.prizes')}
      </h2>
      <ol className={styles.list}>
        {prizes.map((p, index) => (
          <li key={index} className={styles.row}>
            <span>{prize(p.amount)}</span>
            <span className={styles.muted}>
              {t('draws.prizeChance', { chance: percent(chanceOf(p.weight, weights)) })}
            </span>
          </li>
        ))}
      </ol>
      <details className={styles.details}>
        <summary>{t('draws.howFair')}</summary>
        <p className={styles.muted}>{t('draws.howFairText')}</p>
      </details>
    </section>
  );
}
