import type { ContractKind, ContractPeriod } from '@tessera/contract';
import { cadenceOf } from '@tessera/domain';
import { RATE_BASIS } from '@tessera/contract';

/** A rate in basis points as a percentage, e.g. 150 → "1.5 %" (in the reader's digits). */
export function formatRate(rate: number, locale: string): string {
  const percent = (rate * 100) / RATE_BASIS;
  return `${percent.toLocaleString(locale, { maximumFractionDigits: 2 })} %`;
}

/** The i18n key of a kind's name. */
export const kindKey = (kind: ContractKind) => `agentContracts.kind_${kind}` as const;

/** The i18n key of how often a contract settles: a dividend's period, or a salary's cadence. */
export function cadenceKey(kind: ContractKind, period: ContractPeriod) {
  const cadence = cadenceOf(kind, period);
  return cadence === 'HOUR' || cadence === 'FIVE_MINUTES'
    ? (`agentContracts.cadence_${cadence}` as const)
    : (`agentContracts.period_${cadence}` as const);
}
