import type { IdentityDocument } from '@tessera/contract';
import { Button } from '@tessera/ui';
import styles from './security.module.css';
import { KIND_KEYS, SIDE_KEYS, STATUS_KEYS } from './document-texts';
import { useSecurityTexts } from './use-security-texts';

export interface DocumentListProps {
  documents: readonly IdentityDocument[];
  /** Starts a new upload of a rejected document's kind and side. */
  onReplace: (document: IdentityDocument) => void;
}

const CHIP = { pending: styles.pending, approved: styles.good, rejected: styles.bad };

/** The member's uploaded documents, newest first: what, when, its review status and reason. */
export function DocumentList({ documents, onReplace }: DocumentListProps) {
  const { t, time } = useSecurityTexts();
  // A rejected document already followed by a newer one of its kind and side needs no button.
  const replaced = (document: IdentityDocument) =>
    documents.some(
      (other) =>
        other.id > document.id && other.kind === document.kind && other.side === document.side,
    );
  return (
    <ul className={styles.rows} aria-label={t('security.documentsList')}>
      {documents.map((document) => {
        const name = document.side
          ? `${t(KIND_KEYS[document.kind])} · ${t(SIDE_KEYS[document.side])}`
          : t(KIND_KEYS[document.kind]);
        return (
          <li key={document.id} className={styles.row} data-testid="document-row">
            <span className={styles.rowText}>
              <span className={styles.value}>{name}</span>
              <span className={styles.label}>
                {t('security.uploadedAt', { time: time(document.createdAt) })}
              </span>
              {document.status === 'rejected' && document.reason && (
                <span className={styles.reason}>
                  {t('security.rejectedBecause', { reason: document.reason })}
                </span>
              )}
            </span>
            <span className={styles.rowEnd}>
              <span className={`${styles.chip} ${CHIP[document.status]}`}>
                {t(STATUS_KEYS[document.status])}
              </span>
              {document.status === 'rejected' && !replaced(document) && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t('security.uploadAgain')}: ${name}`}
                  onClick={() => onReplace(document)}
                >
                  {t('security.uploadAgain')}
                </Button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
