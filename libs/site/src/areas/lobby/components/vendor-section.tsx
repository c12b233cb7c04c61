import { useTranslation } from 'react-i18next';
import { VendorTile } from '@tessera/site-games';
import type { PlannedSection } from '../utils/plan-sections';
import { SectionFrame } from './section-frame';
import styles from './home-categories.module.css';

/** A vendor-type section (sports, esports, lottery, cockfight): vendor tiles, no "more" link. */
export function VendorSection({
  section,
}: {
  section: Extract<PlannedSection, { kind: 'vendors' }>;
}) {
  const { t } = useTranslation();
  const title = t(`gameTypes.${section.titleKey}`);
  return (
    <SectionFrame title={title}>
      <ul className={styles.vendors} aria-label={t('lobby.vendorsLabel', { name: title })}>
        {section.cards.map((card, index) => (
          <li key={`${card.vassalage}:${card.gameCode ?? index}`}>
            <VendorTile card={card} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
