import type { Defaulted } from '../../core/db/tables';

/** The one row of the lottery draw secret (migration 0078); never served, never logged. */
export interface LotterySecretTable {
  id: number;
  secret: string;
  created_at: Defaulted<Date>;
}

declare module '../../core/db/tables' {
  interface Database {
    lottery_secret: LotterySecretTable;
  }
}
