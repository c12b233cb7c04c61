import type { Generated } from 'kysely';
import type { DrawKind, MissionCadence, MissionMetric } from '@tessera/contract';
import type { Defaulted, Id, Int8 } from '../../core/db/tables';

/** A merchant's mission (migration 0045). */
export interface MissionTable {
  id: Generated<Id>;
  merchant_code: string;
  cadence: MissionCadence;
  metric: MissionMetric;
  target: Int8;
  reward_amount: Defaulted<Id>;
  reward_ticket: DrawKind | null;
  points: Defaulted<number>;
  active: Defaulted<boolean>;
  sort: Defaulted<number>;
  created_at: Defaulted<Date>;
}

/** A claimed reward: one per mission, member and period (its start). */
export interface MissionClaimTable {
  id: Generated<Id>;
  mission_id: Id;
  member_id: Id;
  merchant_code: string;
  period_start: Date;
  points: number;
  amount: Int8;
  ticket_id: Id | null;
  created_at: Defaulted<Date>;
}

declare module '../../core/db/tables' {
  interface Database {
    mission: MissionTable;
    mission_claim: MissionClaimTable;
  }
}
