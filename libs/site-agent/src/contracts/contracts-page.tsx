import { useQuery } from '@tanstack/react-query';
import type { AgentContract } from '@tessera/contract';
import { Button, EmptyState, Modal, Skeleton } from '@tessera/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { useDateTime } from '@tessera/site-shared/format/use-date-time';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { RecordsFailed } from '@tessera/site-shared/report/paged-records';
import { AgentPageHeading } from '../shell/agent-page-heading';
import { cadenceKey, formatRate, kindKey } from './contract-format';
import { contractHistoryQuery, contractListQuery } from './contract-queries';
import styles from './contracts.module.css';
import { OfferContractForm } from './offer-contract-form';
import { TiersTable } from './tiers-table';
import { useProcessContract } from './use-process-contract';

/**
 * /agentHome/agentContracts: the contracts the agent holds (accept an offer in the contract
 * modal, ask to end or confirm the end) and those it gave its downlines, each with its history,
 * and the form to offer a new one (to `account` when the team management page sent one).
 */
export function ContractsPage({ account }: { account?: string }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const list = useQuery(contractListQuery(client));
  return (
    <div className={styles.page}>
      <AgentPageHeading title="agentContracts.contracts" />
      {list.isError && !list.data ? (
        <RecordsFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div role="status" aria-label={t('common.loading')} className={styles.stack}>
          <Skeleton shape="block" height={120} />
          <Skeleton shape="block" height={120} />
        </div>
      ) : (
        <>
          <ContractSection
            title={t('agentContracts.held')}
            empty={t('agentContracts.noHeld')}
            contracts={list.data.held}
            side="holder"
          />
          <ContractSection
            title={t('agentContracts.given')}
            empty={t('agentContracts.noGiven')}
            contracts={list.data.given}
            side="offerer"
          />
          {list.data.enabledKinds.length > 0 ? (
            <OfferContractForm
              key={account ?? ''}
              kinds={list.data.enabledKinds}
              {...(account === undefined ? {} : { account })}
            />
          ) : (
            <p className={styles.meta}>{t('agentContracts.offersOff')}</p>
          )}
        </>
      )}
    </div>
  );
}

interface SectionProps {
  title: string;
  empty: string;
  contracts: readonly AgentContract[];
  side: 'holder' | 'offerer';
}

function ContractSection({ title, empty, contracts, side }: SectionProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {contracts.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className={styles.cards}>
          {contracts.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} side={side} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContractCard({ contract, side }: { contract: AgentContract; side: 'holder' | 'offerer' }) {
  const { t, i18n } = useTranslation();
  const setModal = useSetAtom(siteModalAtom);
  const process = useProcessContract();
  const [historyOpen, setHistoryOpen] = useState(false);
  const other =
    side === 'holder' ? (contract.offerer ?? t('agentContracts.house')) : contract.holder;
  const mine = side === 'holder' ? contract.holder : contract.offerer;
  const awaitsMe = contract.status === 'terminating' && contract.terminationRequestedBy !== mine;
  return (
    <article className={styles.card} aria-label={`${t(kindKey(contract.kind))} · ${other}`}>
      <h3>
        {t(kindKey(contract.kind))} · {other}
      </h3>
      <p className={styles.meta}>
        {t(`agentContracts.status_${contract.status}`)} ·{' '}
        {t(cadenceKey(contract.kind, contract.period))} · {t('agentContracts.maxRate')}{' '}
        {formatRate(contract.maxRate, i18n.language)}
      </p>
      <TiersTable kind={contract.kind} tiers={contract.tiers} />
      <CallError error={process.error} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setHistoryOpen(true)}>
          {t('agentContracts.history')}
        </Button>
        {side === 'holder' && contract.status === 'offered' && (
          <Button onClick={() => setModal({ kind: 'contract' })}>
            {t('agentContracts.review')}
          </Button>
        )}
        {contract.status === 'active' && (
          <Button
            variant="secondary"
            loading={process.isPending}
            onClick={() => process.mutate({ contract, action: 'requestTermination' })}
          >
            {t('agentContracts.requestEnd')}
          </Button>
        )}
        {awaitsMe && (contract.offerer !== null || side === 'offerer') && (
          <Button
            loading={process.isPending}
            onClick={() => process.mutate({ contract, action: 'confirmTermination' })}
          >
            {t('agentContracts.confirmEnd')}
          </Button>
        )}
      </div>
      {historyOpen && <HistoryDialog contract={contract} onClose={() => setHistoryOpen(false)} />}
    </article>
  );
}

function HistoryDialog({ contract, onClose }: { contract: AgentContract; onClose: () => void }) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const history = useQuery(contractHistoryQuery(client, contract.id));
  const time = useDateTime();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('agentContracts.history')}
      size="sm"
    >
      {history.isError && !history.data ? (
        <RecordsFailed error={history.error} onRetry={() => void history.refetch()} />
      ) : !history.data ? (
        <Skeleton shape="block" height={80} />
      ) : (
        <ol className={styles.list}>
          {history.data.events.map((event, index) => (
            <li key={index}>
              {t(`agentContracts.action_${event.action}`)} ·{' '}
              {event.account ?? t('agentContracts.house')} ·{' '}
              <time dateTime={event.time}>{time(event.time)}</time>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
