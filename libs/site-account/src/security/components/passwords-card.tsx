import { Link } from '@tanstack/react-router';
import type { SecurityProfile } from '@tessera/contract';
import { Button } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { FirstPasswordForm } from './first-password-form';
import styles from './security.module.css';
import { useSecurityTexts } from './use-security-texts';

/**
 * The login password (the change-password popup, or for an account made without one the form
 * that sets it) and the withdrawal password and payee accounts, which live with the withdraw page.
 */
export function PasswordsCard({ profile }: { profile: SecurityProfile }) {
  const { t } = useSecurityTexts();
  const openModal = useSetAtom(siteModalAtom);
  // Unset when the card first showed: once set, it says so. Not a callback of the form's save:
  // the new profile unmounts the form first, and a mutation's per-call callbacks then never run.
  const [wasUnset] = useState(!profile.passwordSet);
  return (
    <section className={styles.card} aria-labelledby="security-passwords">
      <h2 id="security-passwords" className={styles.cardTitle}>
        {t('security.passwordsTitle')}
      </h2>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span className={styles.rowText}>
            <span className={styles.value}>{t('security.loginPassword')}</span>
            {!profile.passwordSet && <span className={styles.label}>{t('security.notSet')}</span>}
          </span>
          {profile.passwordSet && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => openModal({ kind: 'changePassword', forced: false })}
            >
              {t('security.changePassword')}
            </Button>
          )}
        </li>
        {!profile.passwordSet && (
          <li>
            <FirstPasswordForm profile={profile} />
          </li>
        )}
        {wasUnset && profile.passwordSet && (
          <li role="status" className={styles.muted}>
            {t('social.passwordSaved')}
          </li>
        )}
        <li className={styles.row}>
          <span className={styles.rowText}>
            <span className={styles.value}>{t('security.withdrawalPassword')}</span>
            <span className={styles.label}>
              {profile.withdrawalPasswordSet ? t('security.isSet') : t('security.notSet')}
            </span>
          </span>
          <Link to="/member/withdraw">{t('security.manageOnWithdraw')}</Link>
        </li>
        <li className={styles.row}>
          <span className={styles.rowText}>
            <span className={styles.value}>{t('security.payeeAccounts')}</span>
          </span>
          <Link to="/member/withdraw">{t('security.manageOnWithdraw')}</Link>
        </li>
      </ul>
    </section>
  );
}
