import { Button, TextField } from '@tessera/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../pages/team-pages.module.css';

export interface MemberFilterProps {
  /** The account searched for now ('' for the whole team). */
  account: string;
  onAccount: (account: string) => void;
  /** The page's other filters (selects that apply at once). */
  children?: ReactNode;
}

/** A team report's filters: a member's account (applied by Search) and the page's own selects. */
export function MemberFilter({ account, onAccount, children }: MemberFilterProps) {
  const { t } = useTranslation();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAccount(String(new FormData(event.currentTarget).get('account') ?? '').trim());
  };
  return (
    <form className={styles.filters} onSubmit={search} role="search">
      <TextField name="account" label={t('agent.memberFilter')} defaultValue={account} />
      {children}
      <Button type="submit" variant="secondary">
        {t('agent.search')}
      </Button>
    </form>
  );
}
