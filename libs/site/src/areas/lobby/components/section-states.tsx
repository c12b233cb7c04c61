import { PlatformError } from '@tessera/sdk';
import { Button, HOT_CAROUSEL, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './section-states.module.css';

export interface SectionErrorProps {
  /** What could not load, e.g. "Slots could not be loaded." */
  message: string;
  /** The failure, for the catalogue's explanation (network, maintenance…). */
  error: unknown;
  onRetry: () => void;
}

/** A section whose call failed: what and why, and a way to try again (never a blank hole). */
export function SectionError({ message, error, onRetry }: SectionErrorProps) {
  const { t } = useTranslation();
  const reason = error instanceof PlatformError ? t(`errors.${error.code}`) : t('errors.unknown');
  return (
    // Polite: it appears while the reader scrolls, and again after a retry that failed too.
    <div className={styles.error} role="status">
      <p className={styles.message}>
        {message} {reason}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * What a section shows while still far below the screen: one empty block of about the height
 * of its content, instead of a dozen placeholder cards nobody sees. Shifts it causes happen
 * off-screen; the card placeholders take over once the section nears the screen and loads.
 */
export function Offscreen({ kind }: { kind: 'games' | 'carousel' | 'vendors' }) {
  return <div className={`${styles.offscreen} ${styles[kind]}`} aria-hidden="true" />;
}

/** A game card's shape: square art, its name, its play button. */
function CardSkeleton() {
  return (
    <div className={styles.gameCard}>
      <Skeleton shape="block" height="auto" className={styles.square} />
      <Skeleton width="70%" />
      <Skeleton shape="block" height={32} />
    </div>
  );
}

/**
 * Placeholder cards as tall as the game cards that replace them, so nothing jumps; with
 * `phoneRow`, laid out as the lobby's sideways row on a phone, as its cards will be.
 */
export function GameGridSkeleton({
  count,
  phoneRow = false,
}: {
  count: number;
  phoneRow?: boolean;
}) {
  return (
    <div
      className={phoneRow ? `${styles.gameGrid} ${styles.phoneRow}` : styles.gameGrid}
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}

/** Placeholder vendor tiles (16:9 art and a name), as the vendor sections show them. */
export function VendorGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.vendorGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.gameCard}>
          <Skeleton shape="block" height="auto" className={styles.wide} />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder cards for the hot carousel: as many as it shows at once (3, or 6 on desktop). */
export function CarouselSkeleton() {
  return (
    <div className={styles.carousel} aria-hidden="true">
      {Array.from({ length: HOT_CAROUSEL.desktopSlidesPerView }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}
