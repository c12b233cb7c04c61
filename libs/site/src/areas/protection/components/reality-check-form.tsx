import { REALITY_CHECK_MINUTES } from '@tessera/contract';
import { Select } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import styles from './protection.module.css';

/** The reality-check interval: off or one of the offered minutes; saved when chosen. */
export function RealityCheckForm({
  minutes,
  onChange,
  saving,
}: {
  minutes: number | null;
  onChange: (minutes: number | null) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="reality-check-title">
      <h2 id="reality-check-title" className={styles.sectionTitle}>
        {t('protection.realityTitle')}
      </h2>
      <p className={styles.muted}>{t('protection.realityRule')}</p>
      <div className={styles.form}>
        <Select
          label={t('protection.realityInterval')}
          value={minutes === null ? '' : String(minutes)}
          disabled={saving}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          options={[
            { value: '', label: t('protection.realityOff') },
            ...REALITY_CHECK_MINUTES.map((count) => ({
              value: String(count),
              label: t('protection.minutes', { count }),
            })),
          ]}
        />
      </div>
    </section>
  );
}
