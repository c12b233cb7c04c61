import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { ChangePasswordModal } from '../../modals/change-password/change-password-modal';
import { UsernameLoginForm } from '../../modals/login/username-login-form';
import styles from './agent-page.module.css';

/** /agent: promo text and the agent login; agents go on to /agentHome (spec §2, §4). */
export function AgentPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  // Set when the login outcome forces a password change; holds the password just typed.
  const [forced, setForced] = useState<{ oldPassword?: string } | null>(null);
  return (
    <div className={styles.page}>
      <section className={styles.promo}>
        <img src={brand.logo} alt="" width={48} height={48} />
        <p>{t('account.agentPromo')}</p>
        {/* The agent view has no site header: this is the way back to the player site. */}
        <Link to="/" className={styles.back}>
          <span aria-hidden="true">← </span>
          {t('shell.backToLobby')}
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="agent-login-title">
        <h1 id="agent-login-title">{t('account.agentTitle')}</h1>
        <UsernameLoginForm
          site="agent"
          submitLabel={t('account.agentSubmit')}
          onChangePassword={(oldPassword) => setForced({ oldPassword })}
        />
      </section>
      {forced && (
        <ChangePasswordModal
          forced
          oldPassword={forced.oldPassword}
          next="/agentHome"
          onClose={() => setForced(null)}
        />
      )}
    </div>
  );
}
