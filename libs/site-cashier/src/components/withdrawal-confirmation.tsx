import type { Withdrawal, WithdrawalOutcome } from '@tessera/contract';
import { Button, formatCountdown } from '@tessera/ui';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proofProblem } from '../utils/proof-problem';
import { CallError } from './call-error';
import styles from './cashier-forms.module.css';
import { ProofPicker } from './proof-picker';
import { StatusChip } from './status-chip';

const OUTCOME_LABEL: Record<WithdrawalOutcome, ParseKeys> = {
  RECEIVED: 'wallet.received',
  PARTLY_RECEIVED: 'wallet.partly',
  NOT_RECEIVED: 'wallet.notReceived',
};

export interface WithdrawalConfirmationProps {
  withdrawal: Withdrawal;
  /** Whole seconds until it counts as received; null when there is no deadline. */
  secondsLeft: number | null;
  onConfirm: (outcome: WithdrawalOutcome, proofs: File[]) => void;
  sending: boolean;
  error: Error | null;
}

/**
 * A paid withdrawal asks the payee whether the money arrived (spec §4): Received, Partly
 * received, or Not received with 1 to 3 photos. Once answered, the answer shows instead.
 */
export function WithdrawalConfirmation({
  withdrawal,
  secondsLeft,
  onConfirm,
  sending,
  error,
}: WithdrawalConfirmationProps) {
  const { t, i18n } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const [proofs, setProofs] = useState<File[]>([]);
  const [problem, setProblem] = useState<ParseKeys | null>(null);

  const { confirmation } = withdrawal;
  if (confirmation) {
    const label =
      confirmation.by === 'auto'
        ? t('wallet.autoReceived')
        : t(OUTCOME_LABEL[confirmation.outcome]);
    const tone = confirmation.outcome === 'RECEIVED' ? 'success' : 'danger';
    return <StatusChip caption={t('wallet.yourAnswer')} label={label} tone={tone} />;
  }
  if (withdrawal.status !== 'paid') return null;

  const report = () => {
    const found = proofProblem(proofs);
    setProblem(found);
    if (!found) onConfirm('NOT_RECEIVED', proofs);
  };

  return (
    <section className={styles.section} aria-labelledby="confirm-title">
      <h2 id="confirm-title">{t('wallet.confirmTitle')}</h2>
      {secondsLeft !== null && (
        <p className={styles.muted} data-testid="auto-receive-countdown">
          {t('wallet.countdown', { time: formatCountdown(secondsLeft, i18n.language) })}
        </p>
      )}
      {reporting ? (
        <>
          <ProofPicker
            files={proofs}
            onChange={(files) => {
              setProofs(files);
              setProblem(null);
            }}
            error={problem ? t(problem) : undefined}
          />
          <div className={styles.quick}>
            <Button loading={sending} onClick={report}>
              {t('wallet.sendReport')}
            </Button>
            <Button variant="secondary" onClick={() => setReporting(false)}>
              {t('wallet.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.quick}>
          <Button loading={sending} onClick={() => onConfirm('RECEIVED', [])}>
            {t('wallet.received')}
          </Button>
          <Button variant="secondary" onClick={() => onConfirm('PARTLY_RECEIVED', [])}>
            {t('wallet.partly')}
          </Button>
          <Button variant="secondary" onClick={() => setReporting(true)}>
            {t('wallet.notReceived')}
          </Button>
        </div>
      )}
      <CallError error={error} />
    </section>
  );
}
