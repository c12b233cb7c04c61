import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import styles from '../../components/account-form.module.css';
import { FreeTrialButton } from '../../components/free-trial-button';

/** Under the login form: forgot password, free trial (when the merchant offers it), sign up. */
export function LoginLinks({ freePlay }: { freePlay: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openModal = useSetAtom(siteModalAtom);
  return (
    <div className={styles.links}>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          openModal({ kind: 'forgot' });
          void navigate({ to: '/' });
        }}
      >
        {t('login.forgot')}
      </button>
      {/* A row of its own, apart from the log-in button and the small links. */}
      {freePlay && (
        <div className={styles.trialRow}>
          <FreeTrialButton />
        </div>
      )}
      <Link to="/register">{t('login.noAccount')}</Link>
    </div>
  );
}
