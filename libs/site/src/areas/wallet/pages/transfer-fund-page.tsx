import { useQuery } from '@tanstack/react-query';
import { MAIN_WALLET, type WalletTransferResult } from '@tessera/contract';
import { Button, Checkbox, Skeleton } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useAutoTransfer } from '@tessera/site-shared/preferences';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { LoadFailed } from '@tessera/site-shared/forms/load-failed';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import styles from '@tessera/site-shared/forms/money-forms.module.css';
import { MemberPageHeading } from '@tessera/site-shared/layout';
import { useWalletTransfer, walletsQuery } from '../api/wallets';
import { WalletList } from '../components/wallet-list';
import { useRequestId } from '../hooks/use-request-id';
import { SingleWallet } from './single-wallet';
import { TransferForm } from './transfer-form';
import pageStyles from './wallet-page.module.css';

/**
 * /member/transfer-fund (spec §2 transferFund, §7 Wallet). A multi-wallet merchant: every
 * wallet, a transfer form, "All in" per vendor and "Recall all". A single-wallet merchant: why
 * there is nothing to move, and the way to the cashier.
 */
export function TransferFundPage() {
  const client = usePlatformClient();
  const wallets = useQuery(walletsQuery(client));

  const body = () => {
    if (wallets.isPending) return <Skeleton shape="block" height={160} />;
    if (wallets.isError) return <LoadFailed onRetry={() => void wallets.refetch()} />;
    const { isSingle, wallets: list, held, currency } = wallets.data;
    const main = list.find((wallet) => wallet.code === MAIN_WALLET)?.balance ?? 0;
    if (isSingle || list.length < 2) return <SingleWallet balance={main} />;
    return <MultiWallet wallets={list} held={held} currency={currency} />;
  };

  return (
    <>
      <MemberPageHeading title="member.transferFund" />
      {body()}
    </>
  );
}

function MultiWallet({
  wallets,
  held,
  currency,
}: {
  wallets: Parameters<typeof WalletList>[0]['wallets'];
  held: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const sweep = useWalletTransfer();
  const { idFor, settled } = useRequestId();
  const [autoTransfer, setAutoTransfer] = useAutoTransfer();
  const [outcome, setOutcome] = useState<WalletTransferResult | null>(null);

  // "All in" and "Recall all" move whatever there is; a retry of the same button reuses its id.
  const run = (move: { mode: 'allIn'; to: string } | { mode: 'allOut' }) => {
    setOutcome(null);
    sweep.mutate(
      { ...move, requestId: idFor(move) },
      {
        onSuccess: (result) => {
          settled();
          setOutcome(result);
        },
      },
    );
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="wallets-title">
        <h2 id="wallets-title">{t('wallet.walletsTitle')}</h2>
        <WalletList
          wallets={wallets}
          held={held}
          money={money}
          {...(sweep.isPending ? {} : { onAllIn: (to: string) => run({ mode: 'allIn', to }) })}
        />
        <div className={pageStyles.actions}>
          <Button
            variant="secondary"
            loading={sweep.isPending}
            onClick={() => run({ mode: 'allOut' })}
          >
            {t('wallet.recallAll')}
          </Button>
        </div>
        <CallError error={sweep.error} />
        {outcome && <Moved result={outcome} />}
        <Checkbox
          label={t('wallet.autoTransfer')}
          checked={autoTransfer}
          onCheckedChange={setAutoTransfer}
        />
      </section>
      <section className={styles.section}>
        <TransferForm wallets={wallets} currency={currency} onMoved={setOutcome} />
      </section>
    </>
  );
}

/** What a move did, announced: done, or nothing there to move. */
function Moved({ result }: { result: WalletTransferResult }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={pageStyles.done}>
      {result.moves.length > 0 ? t('wallet.moved') : t('wallet.nothingMoved')}
    </p>
  );
}
