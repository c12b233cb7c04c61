import type { GamePage, GameSummary, GameType } from '@tessera/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Id } from '../../core/db/database';
import { gameArtUrl } from './art-urls';

/**
 * True when the merchant has not switched the vendor in `column` off. A vendor without a
 * merchant_vendor row is on: new vendors appear for every merchant until one opts out.
 */
export function vendorOn(merchantCode: string, column = 'g.vassalage'): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from merchant_vendor mv
    where mv.merchant_code = ${merchantCode} and mv.vassalage = ${sql.ref(column)}
    and not mv.enabled)`;
}

/** Games joined with their vendor, aliased `g` and `v`. */
export const gamesWithVendor = (db: Db) =>
  db.selectFrom('game as g').innerJoin('game_vendor as v', 'v.vassalage', 'g.vassalage');

/** The columns a GameSummary is made of (`toSummary` maps them). */
export const SUMMARY_COLUMNS = [
  'g.node_id',
  'g.game_code',
  'g.vassalage',
  'g.game_type',
  'g.game_classify',
  'g.display_name',
  'g.is_hot',
  'g.is_new',
  'g.is_game',
  // A vendor under maintenance closes all its games.
  sql<boolean>`g.maintenance or v.maintenance`.as('maintenance'),
] as const;

/** A row selected with SUMMARY_COLUMNS. */
export interface SummaryRow {
  node_id: Id;
  game_code: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  display_name: string;
  is_hot: boolean;
  is_new: boolean;
  is_game: boolean;
  maintenance: boolean;
}

/** The contract's view of a game row. */
export function toSummary(row: SummaryRow): GameSummary {
  return {
    // bigserial: pg hands int8 over as a string; node ids stay far below 2^53.
    nodeId: Number(row.node_id),
    gameCode: row.game_code,
    vassalage: row.vassalage,
    gameType: row.game_type as GameType,
    gameClassify: row.game_classify,
    displayName: row.display_name,
    iconUrl: gameArtUrl(row.game_code),
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new,
    isGame: row.is_game,
    maintenance: row.maintenance,
  };
}

/** 1-based paging. */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A GamePage from one page of rows and the total before paging. */
export function pageOf(rows: SummaryRow[], total: number, { pageNo, pageSize }: Paging): GamePage {
  return {
    content: rows.map(toSummary),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
  };
}
