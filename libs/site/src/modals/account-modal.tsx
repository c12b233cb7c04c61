import { useNavigate } from '@tanstack/react-router';
import { EmptyState, Modal } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/** /login and /register: the popup over the home; the forms arrive with the accounts work. */
export function AccountModalRoute({ kind }: { kind: 'login' | 'register' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && void navigate({ to: '/' })}
      title={t(kind === 'login' ? 'modals.loginTitle' : 'modals.registerTitle')}
      size="sm"
    >
      <EmptyState title={t('common.comingSoon')} hint={t('common.comingSoonHint')} />
    </Modal>
  );
}
