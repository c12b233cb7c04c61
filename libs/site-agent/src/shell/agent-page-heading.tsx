import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './agent-page.module.css';

/** An agent page's heading, naming the page (the menu names it the same). */
export function AgentPageHeading({ title }: { title: ParseKeys }) {
  const { t } = useTranslation();
  return <h1 className={styles.title}>{t(title)}</h1>;
}
