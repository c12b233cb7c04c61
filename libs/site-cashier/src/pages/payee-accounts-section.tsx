import type { PayeeAccount, PayeeNameState } from '@tessera/contract';
import { EmptyState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useRemovePayeeAccount } from '../api/payee-accounts';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';
import { PayeeAccountList } from '../components/payee-account-list';
import { PayeeAccountForm } from './payee-account-form';

/** The Withdraw page's payee accounts: the bound ones (removable), or why to add one, and the form. */
export function PayeeAccountsSection({
  accounts,
  payee,
}: {
  accounts: readonly PayeeAccount[];
  payee: PayeeNameState;
}) {
  const { t } = useTranslation();
  const remove = useRemovePayeeAccount();
  return (
    <section className={styles.section} aria-labelledby="payee-title">
      <h2 id="payee-title">{t('cashier.payeeTitle')}</h2>
      {accounts.length === 0 ? (
        <EmptyState
          level={3}
          title={t('cashier.payeeEmpty')}
          hint={t(payee.fixed ? 'cashier.payeeEmptyHint' : 'cashier.payeeFirstHint')}
        />
      ) : (
        <PayeeAccountList
          accounts={accounts}
          onRemove={(id) => remove.mutate(id)}
          removingId={remove.isPending ? remove.variables : null}
        />
      )}
      <CallError error={remove.error} />
      <PayeeAccountForm payee={payee} />
    </section>
  );
}
