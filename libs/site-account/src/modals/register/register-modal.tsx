import { useNavigate } from '@tanstack/react-router';
import { availableRegisterKinds, defaultRegisterKind, type RegisterKind } from '@tessera/domain';
import { Modal, Spinner, Tabs } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { GroupBanner } from '@tessera/site-shared/banners';
import { useRegisterSettings } from '../../hooks/use-register-settings';
import { SocialButtons } from '../../social/components/social-buttons';
import { RegisterForm } from './register-form';

/** /register: sign up by username or by mobile number, mobile first when MOBILENUMREG3 (spec §4). */
export function RegisterModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useRegisterSettings();

  const body = (() => {
    if (!settings) return <Spinner size={24} label={t('common.loading')} />;
    const kinds = availableRegisterKinds(settings.flags);
    const first = defaultRegisterKind(settings.flags);
    const form = (kind: RegisterKind) => (
      <RegisterForm key={kind} settings={settings} kind={kind} />
    );
    if (kinds.length < 2) return form(kinds[0] ?? first);
    return (
      <Tabs
        label={t('register.kinds')}
        defaultValue={first}
        items={kinds.map((kind) => ({
          value: kind,
          label: t(kind === 'mobile' ? 'register.byMobile' : 'register.byUsername'),
          content: form(kind),
        }))}
      />
    );
  })();

  return (
    <Modal
      open
      onOpenChange={(open) => !open && void navigate({ to: '/' })}
      title={t('modals.registerTitle')}
      size="sm"
    >
      <GroupBanner group="w_reg" label={t('promotions.bannerAlt')} />
      {body}
      <SocialButtons />
    </Modal>
  );
}
