import { useTranslation } from 'react-i18next';
import styles from '../desk-kit/desk.module.css';
import { DocumentQueue } from './documents-page';

/** The identity documents of one player, with the review actions. */
export function PlayerDocuments({ memberId, merchant }: { memberId: number; merchant: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton}>
      <p className={styles.meta}>{t('desks.playerDocumentsIntro')}</p>
      <DocumentQueue merchant={merchant} memberId={memberId} />
    </div>
  );
}
