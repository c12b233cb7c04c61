import { MAIN_WALLET, type WalletEntry, type WalletTransferResult } from '@tessera/contract';
import { parseAmount } from '@tessera/domain';
import { Button, minorUnitDigits, Select } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@tessera/site-shared/forms/amount-field';
import { amountMessage } from '@tessera/site-shared/forms/amount-message';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from '@tessera/site-shared/forms/money-forms.module.css';
import { useWalletTransfer } from '../api/wallets';
import { useRequestId } from '../hooks/use-request-id';

export interface TransferFormProps {
  /** Main first, then at least one vendor wallet. */
  wallets: readonly WalletEntry[];
  currency: string;
  onMoved: (result: WalletTransferResult) => void;
}

/**
 * An amount from one wallet to another; one side is always the main wallet (the platform moves
 * nothing vendor to vendor), and the amount is at most what the source wallet holds.
 */
export function TransferForm({ wallets, currency, onMoved }: TransferFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const transfer = useWalletTransfer();
  const { idFor, settled } = useRequestId();
  const [from, setFrom] = useState<string>(MAIN_WALLET);
  const [to, setTo] = useState<string>(wallets.find((w) => w.code !== MAIN_WALLET)?.code ?? '');
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ to?: string; amount?: string }>({});
  const digits = minorUnitDigits(currency);
  const source = wallets.find((wallet) => wallet.code === from)?.balance ?? 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(typed, digits, { min: 1, max: Math.max(source, 1) });
    const found = {
      to:
        from === to
          ? t('wallet.sameWallet')
          : from !== MAIN_WALLET && to !== MAIN_WALLET
            ? t('wallet.viaMain')
            : undefined,
      amount: parsed.ok
        ? undefined
        : parsed.problem.reason === 'aboveMax'
          ? t('cashier.amountAboveBalance')
          : amountMessage(t, parsed.problem, money),
    };
    setProblems(found);
    if (!parsed.ok || found.to) return;
    const move = { mode: 'one', from, to, amount: parsed.minor } as const;
    transfer.mutate(
      { ...move, requestId: idFor(move) },
      {
        onSuccess: (result) => {
          settled();
          setTyped('');
          onMoved(result);
        },
      },
    );
  };

  const options = wallets.map((wallet) => ({
    value: wallet.code,
    label: wallet.code === MAIN_WALLET ? t('wallet.main') : wallet.name,
  }));
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="move-title">
      <h2 id="move-title">{t('wallet.moveTitle')}</h2>
      <Select
        name="from"
        label={t('wallet.from')}
        options={options}
        value={from}
        onChange={(event) => {
          setFrom(event.target.value);
          setProblems({});
        }}
      />
      <Select
        name="to"
        label={t('wallet.to')}
        options={options}
        value={to}
        error={problems.to}
        onChange={(event) => {
          setTo(event.target.value);
          setProblems({});
        }}
      />
      <AmountField
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblems((now) => ({ ...now, amount: undefined }));
        }}
        error={problems.amount}
        hint={`${t('wallet.balance')}: ${money(source)}`}
      />
      <CallError error={transfer.error} />
      <Button type="submit" loading={transfer.isPending}>
        {t('wallet.move')}
      </Button>
    </form>
  );
}
