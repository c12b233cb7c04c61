import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { passkeysUsable } from '../core/passkeys';
import { useSelf } from '../core/session';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';

/** The signed-in member's own account: passkeys and password (sessions have their own page). */
export function AccountPage({ canAddPasskey = passkeysUsable() }: { canAddPasskey?: boolean }) {
  const { t } = useTranslation();
  const self = useSelf();
  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.accountTitle')}</h1>
      </div>
      <p className={shared.intro}>
        {t('console.accountIntro', { name: self.staff.name, email: self.staff.email })}
      </p>
      <PasskeysSection canAdd={canAddPasskey} />
      <PasswordSection />
    </div>
  );
}
