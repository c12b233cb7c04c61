import { useTranslation } from 'react-i18next';
import { MemberMenu } from '../components/member-menu';

/** /member: the member centre's menu as a page of its own (what a phone opens first). */
export function MemberMenuPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('pages.member')}</h1>
      <MemberMenu variant="page" />
    </>
  );
}
