import type { ActivityStatus } from '@tessera/contract';
import styles from './promotions.module.css';
import { usePromotionTexts } from './use-promotion-texts';

const TONE: Record<ActivityStatus, string | undefined> = {
  join: styles.toneBrand,
  claim: styles.toneBrand,
  joined: styles.toneInfo,
  applying: styles.toneInfo,
  process: styles.toneInfo,
  issued: styles.toneSuccess,
  claimed: styles.toneSuccess,
  rejected: styles.toneDanger,
  close: styles.toneMuted,
  comingSoon: styles.toneMuted,
};

/** A promotion's activity status (spec §4) as a small labelled chip. */
export function StatusTag({ status }: { status: ActivityStatus }) {
  const { t } = usePromotionTexts();
  return (
    <span className={[styles.tag, TONE[status]].filter(Boolean).join(' ')}>
      {t(`promotionCentre.${status}`)}
    </span>
  );
}
