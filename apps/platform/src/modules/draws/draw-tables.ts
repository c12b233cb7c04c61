import type { ColumnType, Generated } from 'kysely';
import type {
  DrawKind,
  DrawPrize,
  DrawRuleKind,
  DrawTicketSource,
  DrawTicketStatus,
} from '@tessera/contract';
import type { Defaulted, Id, Int8, Json } from '../../core/db/tables';

/** One draw game's prizes and weights at a merchant (migration 0044). */
export interface DrawGameTable {
  merchant_code: string;
  kind: DrawKind;
  prizes: Json<DrawPrize[]>;
  updated_at: Defaulted<Date>;
}

/** An earning rule: a ticket per qualifying deposit or day of valid bets. */
export interface DrawRuleTable {
  id: Generated<Id>;
  merchant_code: string;
  kind: DrawRuleKind;
  threshold: Int8;
  draw_kind: DrawKind;
  active: Defaulted<boolean>;
  created_at: Defaulted<Date>;
}

/** A member's ticket: its committed seed and prizes, then its outcome. */
export interface DrawTicketTable {
  id: Generated<Id>;
  merchant_code: string;
  member_id: Id;
  kind: DrawKind;
  source: DrawTicketSource;
  source_key: string;
  server_seed: string;
  server_seed_hash: string;
  prizes: Json<DrawPrize[]>;
  status: ColumnType<DrawTicketStatus, DrawTicketStatus | undefined, DrawTicketStatus>;
  client_seed: string | null;
  prize_index: number | null;
  amount: ColumnType<Id | null, Id | null | undefined, Id | null>;
  created_at: Defaulted<Date>;
  played_at: Date | null;
}

declare module '../../core/db/tables' {
  interface Database {
    draw_game: DrawGameTable;
    draw_rule: DrawRuleTable;
    draw_ticket: DrawTicketTable;
  }
}
