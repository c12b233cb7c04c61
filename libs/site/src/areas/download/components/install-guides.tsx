import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from '../pages/download.module.css';

const GUIDES = ['ios', 'android', 'desktop'] as const;
const STEPS = [1, 2, 3] as const;

/** How to put the site on the home screen by hand, per platform (the only way on iOS). */
export function InstallGuides() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="install-guides">
      <h2 id="install-guides">{t('download.guides')}</h2>
      <div className={styles.guides}>
        {GUIDES.map((guide) => (
          <article key={guide} className={styles.guide} aria-labelledby={`guide-${guide}`}>
            <h3 id={`guide-${guide}`}>{t(`download.${guide}Title`)}</h3>
            <ol>
              {STEPS.map((step) => (
                <li key={step}>{t(`download.${guide}Step${step}` as ParseKeys)}</li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
