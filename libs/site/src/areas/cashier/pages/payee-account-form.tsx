import { PAYEE_ACCOUNT_KINDS, type PayeeAccountKind } from '@tessera/contract';
import { Button, Select, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formValues } from '../../../core/forms';
import { useAddPayeeAccount } from '../api/payee-accounts';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';

// The contract's rule for an account number, checked here so a typo is explained before sending.
const ACCOUNT_NUMBER = /^[0-9A-Za-z][0-9A-Za-z -]{2,38}[0-9A-Za-z]$/;

type Problems = Partial<Record<'provider' | 'accountNumber' | 'holderName', string>>;

/** Binds a bank or e-wallet account; the holder must be the member's payee name (platform). */
export function PayeeAccountForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const add = useAddPayeeAccount();
  const [problems, setProblems] = useState<Problems>({});

  const submit = (values: Record<string, string>) => {
    const [provider, accountNumber, holderName] = [
      values.provider?.trim() ?? '',
      values.accountNumber?.trim() ?? '',
      values.holderName?.trim() ?? '',
    ];
    const found: Problems = {};
    if (!provider) found.provider = t('validation.required');
    if (!ACCOUNT_NUMBER.test(accountNumber))
      found.accountNumber = t('cashier.accountNumberInvalid');
    if (!holderName) found.holderName = t('validation.required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const kind = (values.kind ?? 'ewallet') as PayeeAccountKind;
    add.mutate({ kind, provider, accountNumber, holderName }, { onSuccess: () => onAdded?.() });
  };

  const kinds = PAYEE_ACCOUNT_KINDS.map((kind) => ({
    value: kind,
    label: kind === 'bank' ? t('cashier.kindBank') : t('cashier.kindEwallet'),
  }));
  return (
    <form className={styles.form} noValidate onSubmit={(event) => submit(formValues(event))}>
      <Select name="kind" label={t('cashier.kind')} options={kinds} defaultValue="ewallet" />
      <TextField
        name="provider"
        label={t('cashier.provider')}
        maxLength={64}
        error={problems.provider}
      />
      <TextField
        name="accountNumber"
        label={t('cashier.accountNumber')}
        autoComplete="off"
        maxLength={40}
        error={problems.accountNumber}
      />
      <TextField
        name="holderName"
        label={t('cashier.holderName')}
        hint={t('cashier.holderHint')}
        autoComplete="name"
        maxLength={64}
        error={problems.holderName}
      />
      <CallError error={add.error} />
      <Button type="submit" variant="secondary" loading={add.isPending}>
        {t('cashier.addPayee')}
      </Button>
    </form>
  );
}
