import type { ContractKind } from '@tessera/contract';
import { RATE_BASIS } from '@tessera/contract';

/** A rate in basis points as a percentage, e.g. 150 → "1.5 %" (in the reader's digits). */
export function formatRate(rate: number, locale: string): string {
  const percent = (rate * 100) / RATE_BASIS;
  return `${percent.toLocaleString(locale, { maximumFractionDigits: 2 })} %`;
}

/** The i18n key of a kind's name. */
export const kindKey = (kind: ContractKind) => `agentContracts.kind_${kind}` as const;
