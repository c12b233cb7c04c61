import { Button } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './site-shell.module.css';

/** Appears once the reader has scrolled a screen down; takes them back up. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button
      className={styles.scrollTop}
      variant="secondary"
      aria-label={t('shell.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
