import type { VendorCard } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../hooks/use-launch-game';
import styles from './vendor-tile.module.css';

/** A vendor's entry in a lane (sports book, lottery, cockfight…); choosing it launches it. */
export function VendorTile({ card }: { card: VendorCard }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  return (
    <button type="button" className={styles.tile} onClick={() => launch(card)}>
      <img src={card.iconUrl} alt="" loading="lazy" decoding="async" width={160} height={90} />
      <span className={styles.name}>{card.displayName}</span>
      {card.maintenance && <span className={styles.down}>{t('games.maintenance')}</span>}
    </button>
  );
}
