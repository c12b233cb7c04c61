import { Modal, Spinner, Tabs } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { GroupBanner } from '@tessera/site-shared/banners';
import { useRegisterSettings } from '../../hooks/use-register-settings';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotMobileForm } from './forgot-mobile-form';

/** Forgot password: by e-mail, or by mobile code when CHNGPASSVERIF3 is on (then first). */
export function ForgotModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const byMobile = settings?.flags['CHNGPASSVERIF3'] === true;
  const email = { value: 'email', label: t('account.byEmail'), content: <ForgotEmailForm /> };
  const mobile = {
    value: 'mobile',
    label: t('account.byMobile'),
    content: <ForgotMobileForm countries={settings?.countries ?? []} onDone={onClose} />,
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('account.forgotTitle')}
      size="sm"
    >
      <GroupBanner group="w_forget" label={t('promotions.bannerAlt')} />
      {!settings ? (
        <Spinner size={24} label={t('common.loading')} />
      ) : (
        <Tabs
          label={t('account.forgotMethods')}
          items={byMobile ? [mobile, email] : [email]}
          defaultValue={byMobile ? 'mobile' : 'email'}
        />
      )}
    </Modal>
  );
}
