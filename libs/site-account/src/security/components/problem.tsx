import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/** A refused call's message in the reader's words, announced; nothing without an error. */
export function Problem({ error }: { error: unknown }) {
  const { problem } = useSecurityTexts();
  if (!error) return null;
  return (
    <p role="alert" className={styles.problem}>
      {problem(error)}
    </p>
  );
}
