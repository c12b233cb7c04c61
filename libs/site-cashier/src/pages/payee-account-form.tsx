import { PAYEE_ACCOUNT_KINDS, type PayeeAccountKind, type PayeeNameState } from '@tessera/contract';
import { payeeNameIssue } from '@tessera/domain';
import { Button, Select, TextField } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formValues, issueMessage } from '@tessera/site-shared/forms';
import { useAddPayeeAccount } from '../api/payee-accounts';
import { CallError } from '../components/call-error';
import styles from '../components/cashier-forms.module.css';

// The contract's rule for an account number, checked here so a typo is explained before sending.
const ACCOUNT_NUMBER = /^[0-9A-Za-z][0-9A-Za-z -]{2,38}[0-9A-Za-z]$/;

type Problems = Partial<Record<'provider' | 'accountNumber' | 'holderName', string>>;

/**
 * Binds a bank or e-wallet account, always held in the member's payee name. While that name is
 * not fixed (no account used it yet) the holder field asks for it: what the member types
 * becomes their payee name, checked with the merchant's rule, and this first account fixes it.
 * Once fixed, the field shows it and cannot be edited (only customer service corrects it).
 */
export function PayeeAccountForm({
  payee,
  onAdded,
}: {
  payee: PayeeNameState;
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddPayeeAccount();
  const [problems, setProblems] = useState<Problems>({});

  const submit = (values: Record<string, string>) => {
    const [provider, accountNumber, typedName] = [
      values.provider?.trim() ?? '',
      values.accountNumber?.trim() ?? '',
      values.holderName ?? '',
    ];
    const holderName = payee.fixed ? (payee.payeeName ?? '') : typedName.trim();
    const found: Problems = {};
    if (!provider) found.provider = t('validation.required');
    if (!ACCOUNT_NUMBER.test(accountNumber))
      found.accountNumber = t('cashier.accountNumberInvalid');
    const nameIssue = payee.fixed ? null : payeeNameIssue(holderName, payee.rule);
    if (nameIssue) found.holderName = issueMessage(t, nameIssue);
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
    <form
      id="payee-account-form"
      className={styles.form}
      noValidate
      onSubmit={(event) => submit(formValues(event))}
    >
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
      {payee.fixed ? (
        <TextField
          // Keyed apart from the editable field, so its value is always the fixed name.
          key="fixed"
          name="holderName"
          label={t('cashier.holderName')}
          hint={t('cashier.holderFixedHint')}
          value={payee.payeeName ?? ''}
          readOnly
        />
      ) : (
        <TextField
          key="payee"
          name="holderName"
          label={t('cashier.payeeName')}
          hint={t('cashier.payeeNameHint')}
          autoComplete="name"
          defaultValue={payee.payeeName ?? ''}
          maxLength={payee.rule.maxLength > 0 ? payee.rule.maxLength : 64}
          error={problems.holderName}
        />
      )}
      <CallError error={add.error} />
      <Button type="submit" variant="secondary" loading={add.isPending}>
        {t('cashier.addPayee')}
      </Button>
    </form>
  );
}
