import type { ColumnType, Generated } from 'kysely';
import type { LotteryBetType } from '@tessera/contract';

/** One sandbox lottery bet (migration 0064); amounts in minor units. */
export interface LotteryBetTable {
  id: Generated<string>;
  member_id: number;
  merchant_code: string;
  node_id: number;
  wallet: string;
  game_code: string;
  game_name: string;
  draw_index: number;
  draw_no: string;
  draw_at: Date;
  bet_type: LotteryBetType;
  pick: number | null;
  stake: number;
  odds_hundredths: number;
  round_ref: string;
  status: 'pending' | 'open' | 'won' | 'lost' | 'void';
  payout: number | null;
  numbers: ColumnType<string[] | null, string | null, string | null>;
  placed_at: Date;
  settled_at: Date | null;
}

declare module '../../core/db/tables' {
  interface Database {
    lottery_bet: LotteryBetTable;
  }
}
