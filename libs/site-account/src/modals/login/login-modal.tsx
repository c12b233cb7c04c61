import { useNavigate, useSearch } from '@tanstack/react-router';
import { Modal, Tabs } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useRegisterSettings } from '../../hooks/use-register-settings';
import { SocialButtons } from '../../social/components/social-buttons';
import { LoginLinks } from './login-links';
import { SmsLoginForm } from './sms-login-form';
import { UsernameLoginForm } from './username-login-form';

/**
 * /login: the login popup over the home, by username/phone or by SMS code (spec §4), or through
 * the merchant's social sign-in providers (§6).
 */
export function LoginModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/lobby-frame/login' });
  const openModal = useSetAtom(siteModalAtom);
  const settings = useRegisterSettings();
  const onChangePassword = (oldPassword?: string) =>
    openModal({ kind: 'changePassword', forced: true, oldPassword });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && void navigate({ to: '/' })}
      title={t('modals.loginTitle')}
      size="sm"
    >
      <Tabs
        label={t('login.methods')}
        items={[
          {
            value: 'username',
            label: t('login.byUsername'),
            content: (
              <UsernameLoginForm
                site="member"
                redirect={redirect}
                onChangePassword={onChangePassword}
              />
            ),
          },
          {
            value: 'sms',
            label: t('login.bySms'),
            content: <SmsLoginForm redirect={redirect} />,
          },
        ]}
      />
      <SocialButtons />
      <LoginLinks freePlay={settings?.freePlay ?? false} />
    </Modal>
  );
}
