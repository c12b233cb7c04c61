import { Link } from '@tanstack/react-router';
import { EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { MemberPageHeading } from '../components/member-page-heading';
import { memberPageLabel, type MemberPageName } from '../member-pages';

/**
 * A member-centre page that a later release builds: its name, an honest "not yet available"
 * and a way back to the menu, so the entry is never a dead end.
 */
export function NotYetPage({ page }: { page: MemberPageName }) {
  const { t } = useTranslation();
  return (
    <>
      <MemberPageHeading title={memberPageLabel(page)} />
      <EmptyState
        title={t('member.notYetTitle')}
        hint={t('member.notYetHint')}
        action={<Link to="/member">{t('member.back')}</Link>}
      />
    </>
  );
}
