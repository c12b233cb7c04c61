import type {
  DrawConfig,
  DrawGame,
  DrawKind,
  DrawPrize,
  DrawRule,
  DrawRuleInput,
  DrawRuleUpdate,
} from '@tessera/contract';
import { DRAW_KINDS } from '@tessera/contract';
import type { Db, Trx } from '../../core/db/database';
import { ApiError } from '../../core/http/api-error';
import { knownMerchant } from '../merchants';
import type { Selectable } from 'kysely';
import type { DrawRuleTable } from './draw-tables';

/** A game's prizes; a game without any configured has none and issues no tickets. */
export async function drawGames(db: Db | Trx, merchantCode: string): Promise<DrawGame[]> {
  const rows = await db
    .selectFrom('draw_game')
    .select(['kind', 'prizes'])
    .where('merchant_code', '=', merchantCode)
    .execute();
  const byKind = new Map(rows.map((row) => [row.kind, row.prizes]));
  return DRAW_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
    kind,
    prizes: byKind.get(kind) ?? [],
  }));
}

/** Replaces one game's prizes. Tickets already issued keep the prizes they were issued with. */
export async function setDrawPrizes(
  db: Db,
  merchantCode: string,
  kind: DrawKind,
  prizes: DrawPrize[],
  now: Date,
): Promise<DrawGame> {
  if (!prizes.some((prize) => prize.weight > 0))
    throw new ApiError(400, 'DRAW_PRIZES_INVALID', 'At least one prize needs a positive weight');
  await knownMerchant(db, merchantCode);
  const json = JSON.stringify(prizes);
  await db
    .insertInto('draw_game')
    .values({ merchant_code: merchantCode, kind, prizes: json, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'kind']).doUpdateSet({ prizes: json, updated_at: now }),
    )
    .execute();
  return { kind, prizes };
}

const ruleView = (row: Selectable<DrawRuleTable>): DrawRule => ({
  id: Number(row.id),
  kind: row.kind,
  threshold: Number(row.threshold),
  drawKind: row.draw_kind,
  active: row.active,
});

/** The merchant's rules (`activeOnly`: those that earn tickets now). */
export async function drawRules(
  db: Db | Trx,
  merchantCode: string,
  activeOnly: boolean,
): Promise<DrawRule[]> {
  let query = db.selectFrom('draw_rule').selectAll().where('merchant_code', '=', merchantCode);
  if (activeOnly) query = query.where('active', '=', true);
  return (await query.orderBy('id').execute()).map(ruleView);
}

export async function drawConfig(db: Db, merchantCode: string): Promise<DrawConfig> {
  await knownMerchant(db, merchantCode);
  return {
    games: await drawGames(db, merchantCode),
    rules: await drawRules(db, merchantCode, false),
  };
}

export async function addDrawRule(
  db: Db,
  merchantCode: string,
  input: DrawRuleInput,
): Promise<DrawRule> {
  await knownMerchant(db, merchantCode);
  const row = await db
    .insertInto('draw_rule')
    .values({
      merchant_code: merchantCode,
      kind: input.kind,
      threshold: input.threshold,
      draw_kind: input.drawKind,
      active: input.active ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ruleView(row);
}

export async function updateDrawRule(
  db: Db,
  id: number,
  change: DrawRuleUpdate,
  /** Given the rule as it was, before the change (the audit trail's before). */
  noteBefore: (before: DrawRule) => void = () => {},
): Promise<DrawRule> {
  const was = await db.selectFrom('draw_rule').selectAll().where('id', '=', id).executeTakeFirst();
  if (was) noteBefore(ruleView(was));
  const set: Partial<{ threshold: number; draw_kind: DrawKind; active: boolean }> = {};
  if (change.threshold !== undefined) set.threshold = change.threshold;
  if (change.drawKind !== undefined) set.draw_kind = change.drawKind;
  if (change.active !== undefined) set.active = change.active;
  const query =
    Object.keys(set).length > 0
      ? db.updateTable('draw_rule').set(set).where('id', '=', id).returningAll()
      : db.selectFrom('draw_rule').selectAll().where('id', '=', id);
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such draw rule');
  return ruleView(row);
}
