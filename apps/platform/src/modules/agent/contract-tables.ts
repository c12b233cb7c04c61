import type { ColumnType, Generated } from 'kysely';
import type {
  ContractAction,
  ContractActor,
  ContractKind,
  ContractPeriod,
  ContractStatus,
  ContractTier,
} from '@tessera/contract';
import type { Id } from '../../core/db/tables';

/** A contract between an offerer (an upline; null = the house) and its holder (migration 0030). */
export interface AgentContractTable {
  id: Generated<Id>;
  merchant_code: string;
  kind: ContractKind;
  period: ContractPeriod;
  holder_id: Id;
  offerer_id: Id | null;
  tiers: ColumnType<ContractTier[], string, string>;
  max_rate: number;
  status: ColumnType<ContractStatus, ContractStatus | undefined, ContractStatus>;
  termination_requested_by: 'holder' | 'offerer' | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  answered_at: Date | null;
  ended_at: Date | null;
  /** The end of the last settled period (the acceptance time before the first). */
  settled_until: Date | null;
}

/** One state change of a contract. */
export interface AgentContractEventTable {
  id: Generated<Id>;
  contract_id: Id;
  action: ContractAction;
  actor: ContractActor;
  actor_id: Id | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One (contract, period) settlement with its inputs; unique on (contract_id, period_start). */
export interface AgentSettlementTable {
  id: Generated<Id>;
  contract_id: Id;
  holder_id: Id;
  offerer_id: Id | null;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  valid_bet: number;
  active_members: number;
  profit_loss: number;
  downline_share: number;
  tier: number | null;
  rate: number;
  amount: number;
  ledger_entry_id: Id | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Contract kinds a merchant switched off (none listed: all on). */
export interface MerchantContractKindOffTable {
  merchant_code: string;
  kind: ContractKind;
}

declare module '../../core/db/tables' {
  interface Database {
    agent_contract: AgentContractTable;
    agent_contract_event: AgentContractEventTable;
    agent_settlement: AgentSettlementTable;
    merchant_contract_kind_off: MerchantContractKindOffTable;
  }
}
