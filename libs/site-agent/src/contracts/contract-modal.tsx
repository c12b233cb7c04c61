import { useQuery } from '@tanstack/react-query';
import type { AgentContract } from '@tessera/contract';
import { Button, Modal, Skeleton, useToast } from '@tessera/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { RecordsFailed } from '@tessera/site-shared/report/paged-records';
import { cadenceKey, formatRate, kindKey } from './contract-format';
import { contractListQuery } from './contract-queries';
import styles from './contracts.module.css';
import { TiersTable } from './tiers-table';
import { lowerRateConflict, useProcessContract } from './use-process-contract';

/**
 * The contract modal (spec §2 modals): the first offer waiting for the agent, its tiers as a
 * table, accept or reject. An acceptance that would lower the rate under contracts the agent
 * gave its downlines asks first, listing them; confirmed, it ends them. Closes when no offer is
 * left.
 */
export function ContractModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const list = useQuery(contractListQuery(client));
  const offer = list.data?.held.find((contract) => contract.status === 'offered');
  const process = useProcessContract();
  const toast = useToast();
  const conflict = lowerRateConflict(process.error);

  const noneLeft = list.data !== undefined && !offer;
  useEffect(() => {
    if (noneLeft) onClose();
  }, [noneLeft, onClose]);
  const answer = (action: 'accept' | 'reject', confirm = false) => {
    if (!offer) return;
    process.mutate(
      { contract: offer, action, ...(confirm ? { confirm } : {}) },
      {
        onSuccess: () =>
          toast.show({
            message: t(action === 'accept' ? 'agentContracts.accepted' : 'agentContracts.rejected'),
            tone: 'success',
          }),
      },
    );
  };
  const footer = offer && (
    <div className={styles.actions}>
      {conflict ? (
        <>
          <Button variant="secondary" onClick={() => process.reset()}>
            {t('agentContracts.back')}
          </Button>
          <Button loading={process.isPending} onClick={() => answer('accept', true)}>
            {t('agentContracts.confirmAccept')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('agentContracts.later')}
          </Button>
          <Button variant="secondary" disabled={process.isPending} onClick={() => answer('reject')}>
            {t('agentContracts.reject')}
          </Button>
          <Button loading={process.isPending} onClick={() => answer('accept')}>
            {t('agentContracts.accept')}
          </Button>
        </>
      )}
    </div>
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={conflict ? t('agentContracts.lowerRateTitle') : t('agentContracts.modalTitle')}
      footer={footer}
      size="lg"
      fullScreenOnPhone
    >
      {list.isError && !list.data ? (
        <RecordsFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : !offer ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton shape="block" height={160} />
        </div>
      ) : conflict ? (
        <LowerRateStep contracts={conflict.contracts} />
      ) : (
        <OfferStep offer={offer} error={process.error} />
      )}
    </Modal>
  );
}

function OfferStep({ offer, error }: { offer: AgentContract; error: Error | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <p>
        {t('agentContracts.modalIntro', {
          offerer: offer.offerer ?? t('agentContracts.house'),
          kind: t(kindKey(offer.kind)),
          period: t(cadenceKey(offer.kind, offer.period)),
        })}
      </p>
      <TiersTable kind={offer.kind} tiers={offer.tiers} />
      <CallError error={error} />
    </div>
  );
}

function LowerRateStep({ contracts }: { contracts: readonly AgentContract[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.stack}>
      <p>{t('agentContracts.lowerRateIntro')}</p>
      <ul className={styles.list}>
        {contracts.map((contract) => (
          <li key={contract.id}>
            {contract.holder} · {t(kindKey(contract.kind))} ·{' '}
            {formatRate(contract.maxRate, i18n.language)}
          </li>
        ))}
      </ul>
    </div>
  );
}
