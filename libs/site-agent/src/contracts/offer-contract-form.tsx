import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_PERIODS,
  MAX_CONTRACT_TIERS,
  RATE_BASIS,
  type ContractKind,
  type ContractPeriod,
  type ContractTier,
} from '@tessera/contract';
import { parseAmount } from '@tessera/domain';
import { Button, minorUnitDigits, Select, TextField, useToast } from '@tessera/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountMessage } from '@tessera/site-cashier';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { kindKey } from './contract-format';
import { CONTRACTS_KEY } from './contract-queries';
import styles from './contracts.module.css';

/** A tier as typed: money in major units, the rate in percent. */
interface TierDraft {
  activeMembers: string;
  validBet: string;
  profitLoss: string;
  /** Percent, like the rate; blank or 0 is no threshold. */
  lossRate: string;
  rate: string;
}

const EMPTY_TIER: TierDraft = {
  activeMembers: '0',
  validBet: '0',
  profitLoss: '0',
  lossRate: '0',
  rate: '',
};
const MAX_MONEY = 1_000_000_000_000_000;

export interface OfferContractFormProps {
  /** The kinds the merchant has on. */
  kinds: readonly ContractKind[];
  /** A downline's account to start with (from the team management page). */
  account?: string;
}

/**
 * Offers a contract to a direct downline agent: the account, the kind (and a dividend's period)
 * and up to ten tiers. The platform checks the rate ceiling and the tiers' order and says why it
 * refuses. Exported so the team management page can show it for one downline.
 */
export function OfferContractForm({ kinds, account: initialAccount = '' }: OfferContractFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const digits = minorUnitDigits(useBrand().currency);
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const [account, setAccount] = useState(initialAccount);
  const [kind, setKind] = useState<ContractKind>(kinds[0] ?? 'DAILY_SALARY');
  const [period, setPeriod] = useState<ContractPeriod>('D');
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY_TIER]);
  const [problem, setProblem] = useState<string | undefined>();
  const offer = useMutation({
    mutationFn: (tiersToSend: ContractTier[]) =>
      client.contracts.offer({ account: account.trim(), kind, period, tiers: tiersToSend }),
    onSuccess: (made) => {
      toast.show({
        message: t('agentContracts.offerSent', { account: made.holder }),
        tone: 'success',
      });
      setTiers([EMPTY_TIER]);
      void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
    },
  });

  /** Money typed in major units as minor units; blank or 0 is no threshold. */
  const moneyOf = (typed: string): number | string => {
    if (typed.trim() === '' || Number(typed) === 0) return 0;
    const parsed = parseAmount(typed, digits, { min: 1, max: MAX_MONEY });
    return parsed.ok ? parsed.minor : amountMessage(t, parsed.problem, money);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read: ContractTier[] = [];
    for (const draft of tiers) {
      const rate = parseAmount(draft.rate, 2, { min: 1, max: RATE_BASIS });
      if (!rate.ok) return setProblem(t('errors.CONTRACT_TIERS_INVALID'));
      const lossRate =
        draft.lossRate.trim() === '' || Number(draft.lossRate) === 0
          ? { ok: true as const, minor: 0 }
          : parseAmount(draft.lossRate, 2, { min: 1, max: RATE_BASIS });
      if (!lossRate.ok) return setProblem(t('errors.CONTRACT_TIERS_INVALID'));
      const [validBet, profitLoss] = [moneyOf(draft.validBet), moneyOf(draft.profitLoss)];
      if (typeof validBet === 'string') return setProblem(validBet);
      if (typeof profitLoss === 'string') return setProblem(profitLoss);
      const activeMembers = Number.parseInt(draft.activeMembers || '0', 10);
      if (!Number.isSafeInteger(activeMembers) || activeMembers < 0)
        return setProblem(t('errors.CONTRACT_TIERS_INVALID'));
      read.push({
        activeMembers,
        validBet,
        profitLoss: kind === 'DIVIDEND' ? profitLoss : 0,
        ...(lossRate.minor > 0 ? { lossRate: lossRate.minor } : {}),
        rate: rate.minor,
      });
    }
    setProblem(undefined);
    offer.mutate(read);
  };
  const change = (index: number, field: keyof TierDraft, value: string) =>
    setTiers(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className={styles.formTitle}>
        {t('agentContracts.offerTitle')}
      </h2>
      <p className={styles.meta}>{t('agentContracts.offerHint')}</p>
      <div className={styles.fields}>
        <TextField
          label={t('agentContracts.downlineAccount')}
          value={account}
          required
          autoComplete="off"
          onChange={(event) => setAccount(event.target.value)}
        />
        <Select
          label={t('agentContracts.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as ContractKind)}
          options={kinds.map((value) => ({ value, label: t(kindKey(value)) }))}
        />
        {kind === 'DIVIDEND' && (
          <Select
            label={t('agentContracts.period')}
            value={period}
            onChange={(event) => setPeriod(event.target.value as ContractPeriod)}
            options={CONTRACT_PERIODS.map((value) => ({
              value,
              label: t(`agentContracts.period_${value}`),
            }))}
          />
        )}
      </div>
      {tiers.map((tier, index) => (
        <fieldset key={index} className={styles.tier}>
          <legend>{t('agentContracts.tierN', { n: index + 1 })}</legend>
          <div className={styles.fields}>
            <TextField
              label={t('agentContracts.minActiveMembers')}
              inputMode="numeric"
              value={tier.activeMembers}
              onChange={(event) => change(index, 'activeMembers', event.target.value)}
            />
            <TextField
              label={t('agentContracts.minValidBet')}
              inputMode="decimal"
              value={tier.validBet}
              onChange={(event) => change(index, 'validBet', event.target.value)}
            />
            {kind === 'DIVIDEND' && (
              <TextField
                label={t('agentContracts.minProfitLoss')}
                inputMode="decimal"
                value={tier.profitLoss}
                onChange={(event) => change(index, 'profitLoss', event.target.value)}
              />
            )}
            <TextField
              label={t('agentContracts.minLossRate')}
              inputMode="decimal"
              value={tier.lossRate}
              onChange={(event) => change(index, 'lossRate', event.target.value)}
            />
            <TextField
              label={t('agentContracts.ratePercent')}
              inputMode="decimal"
              required
              value={tier.rate}
              onChange={(event) => change(index, 'rate', event.target.value)}
            />
            {tiers.length > 1 && (
              <Button
                variant="secondary"
                onClick={() => setTiers(tiers.filter((_, i) => i !== index))}
              >
                {t('agentContracts.removeTier', { n: index + 1 })}
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <CallError error={offer.error} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={tiers.length >= MAX_CONTRACT_TIERS}
          onClick={() => setTiers([...tiers, { ...EMPTY_TIER }])}
        >
          {t('agentContracts.addTier')}
        </Button>
        <Button type="submit" loading={offer.isPending}>
          {t('agentContracts.send')}
        </Button>
      </div>
    </form>
  );
}
