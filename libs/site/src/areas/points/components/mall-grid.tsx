import type { MallItem } from '@tessera/contract';
import { Button } from '@tessera/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format';

export interface MallGridProps {
  items: readonly MallItem[];
  /** Called with the item the reader wants to redeem and the press (a gate may cancel it). */
  onRedeem: (item: MallItem, event: MouseEvent) => void;
}

/** The mall's items as cards: picture, name, points, stock, requirement and a Redeem button. */
export function MallGrid({ items, onRedeem }: MallGridProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = usePointsFormat();
  return (
    <ul className={styles.grid} aria-label={t('points.tabMall')}>
      {items.map((item) => {
        const soldOut = item.stock === 0;
        return (
          <li key={item.id} className={styles.card} data-testid="mall-item">
            <img className={styles.image} src={item.imageUrl} alt="" loading="lazy" />
            <div className={styles.facts}>
              <h3 className={styles.name}>{item.name}</h3>
              <span className={styles.cost}>
                {t('points.pointsCost', { points: format(item.pointsRequired) })}
              </span>
              <span className={styles.muted}>
                {item.kind === 'BONUS'
                  ? t('points.bonusValue', { amount: money(item.value) })
                  : t('points.giftNote')}
              </span>
              {item.amountRequired > 0 && (
                <span className={styles.muted}>
                  {t('points.needsDeposits', { amount: money(item.amountRequired) })}
                </span>
              )}
              <span className={soldOut ? styles.problem : styles.muted}>
                {soldOut
                  ? t('points.soldOut')
                  : item.stock === null
                    ? t('points.inStock')
                    : t('points.stockLeft', { count: item.stock })}
              </span>
            </div>
            <Button
              disabled={soldOut}
              onClick={(event) => onRedeem(item, event)}
              aria-label={`${t('points.redeem')}: ${item.name}`}
            >
              {t('points.redeem')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
