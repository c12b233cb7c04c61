import type { DocumentKind, DocumentSide, IdentityDocuments } from '@tessera/contract';
import type { DocumentUploadInput } from '@tessera/sdk';
import { Button, EmptyState } from '@tessera/ui';
import { useState } from 'react';
import { RowsSkeleton } from './devices-card';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/** What the card shows: loading, a failed read (with retry) or the member's documents. */
export type DocumentsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error; onRetry: () => void }
  | { status: 'ready'; documents: IdentityDocuments };

export interface IdentityDocumentsViewProps {
  state: DocumentsState;
  /** Formats minor units in the brand's currency (the threshold). */
  money: (amount: number) => string;
  onUpload: (input: DocumentUploadInput) => void;
  sending: boolean;
  uploadError: Error | null;
  uploaded: boolean;
}

/**
 * The security centre's identity documents (issue 29): the rule (withdrawals above the
 * merchant's threshold need an approved ID), each upload with its review status and a
 * rejection's reason, and the form for a new one (again after a rejection).
 */
export function IdentityDocumentsView({
  state,
  money,
  onUpload,
  sending,
  uploadError,
  uploaded,
}: IdentityDocumentsViewProps) {
  const { t, problem } = useSecurityTexts();
  // A new form for a replaced document (its key restarts the form with that kind and side).
  const [preset, setPreset] = useState<{ kind: DocumentKind; side: DocumentSide | null }>();

  const body = () => {
    if (state.status === 'loading') return <RowsSkeleton label={t('common.loading')} />;
    if (state.status === 'error') {
      const reason = problem(state.error);
      return (
        <EmptyState
          tone="error"
          level={3}
          title={reason === t('errors.unknown') ? t('security.documentsLoadFailed') : reason}
          action={
            <Button variant="secondary" onClick={state.onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    const { list, verified, threshold } = state.documents;
    return (
      <>
        {verified ? (
          <p className={`${styles.chip} ${styles.good}`} role="status">
            {t('security.documentsVerified')}
          </p>
        ) : (
          threshold !== null && (
            <p className={styles.muted}>
              {t('security.documentsRule', { amount: money(threshold) })}
            </p>
          )
        )}
        {list.length === 0 ? (
          <EmptyState level={3} title={t('security.documentsEmpty')} />
        ) : (
          <DocumentList
            documents={list}
            onReplace={(document) => setPreset({ kind: document.kind, side: document.side })}
          />
        )}
        <DocumentUploadForm
          key={preset ? `${preset.kind}-${preset.side}` : 'new'}
          preset={preset}
          onUpload={onUpload}
          sending={sending}
          error={uploadError}
          done={uploaded}
        />
      </>
    );
  };

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="security-documents">
      <h2 id="security-documents" className={styles.cardTitle}>
        {t('security.documentsTitle')}
      </h2>
      <p className={styles.muted}>{t('security.documentsIntro')}</p>
      {body()}
    </section>
  );
}
