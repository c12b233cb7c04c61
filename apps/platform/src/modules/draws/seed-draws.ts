import type { DrawKind, DrawPrize, DrawRuleKind } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { findByAccount } from '../accounts';
import { merchantCodes } from '../merchants';
import { issueTicket } from './draw-tickets';

/**
 * Prizes per game in the merchant's minor units (both demo currencies have 100 to the unit):
 * small prizes often, a big one rarely, and some "try again". The wheel's order is its segments'.
 */
export const SEED_DRAW_PRIZES: Record<DrawKind, DrawPrize[]> = {
  ENVELOPE: [
    { amount: 500, weight: 50 },
    { amount: 1_000, weight: 30 },
    { amount: 5_000, weight: 15 },
    { amount: 20_000, weight: 5 },
  ],
  WHEEL: [
    { amount: 0, weight: 30 },
    { amount: 1_000, weight: 25 },
    { amount: 0, weight: 15 },
    { amount: 2_000, weight: 15 },
    { amount: 5_000, weight: 8 },
    { amount: 10_000, weight: 5 },
    { amount: 0, weight: 1 },
    { amount: 50_000, weight: 1 },
  ],
  EGG: [
    { amount: 0, weight: 40 },
    { amount: 3_000, weight: 40 },
    { amount: 30_000, weight: 20 },
  ],
};

/** Earning rules: a wheel ticket per deposit of 500.00, an envelope per day of 1,000.00 bet. */
export const SEED_DRAW_RULES: { kind: DrawRuleKind; threshold: number; drawKind: DrawKind }[] = [
  { kind: 'DEPOSIT', threshold: 50_000, drawKind: 'WHEEL' },
  { kind: 'DAILY_VALID_BET', threshold: 100_000, drawKind: 'ENVELOPE' },
];

/** The demo member who starts with a wheel ticket on each merchant. */
export const DEMO_DRAW_ACCOUNT = 'player1';

/**
 * Each merchant's prizes and rules (only where it has none: an operator's edits survive a
 * restart) and, with `demo`, a wheel ticket for player1 (its key makes it once).
 */
export async function seedDraws(db: Db, { demo = true }: { demo?: boolean } = {}): Promise<void> {
  for (const code of await merchantCodes(db)) {
    await db
      .insertInto('draw_game')
      .values(
        Object.entries(SEED_DRAW_PRIZES).map(([kind, prizes]) => ({
          merchant_code: code,
          kind: kind as DrawKind,
          prizes: JSON.stringify(prizes),
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'kind']).doNothing())
      .execute();
    const hasRules = await db
      .selectFrom('draw_rule')
      .select('id')
      .where('merchant_code', '=', code)
      .executeTakeFirst();
    if (!hasRules)
      await db
        .insertInto('draw_rule')
        .values(
          SEED_DRAW_RULES.map((rule) => ({
            merchant_code: code,
            kind: rule.kind,
            threshold: rule.threshold,
            draw_kind: rule.drawKind,
          })),
        )
        .execute();
    if (!demo) continue;
    const member = await findByAccount(db, code, DEMO_DRAW_ACCOUNT);
    if (member)
      await issueTicket(db, {
        merchantCode: code,
        memberId: Number(member.id),
        kind: 'WHEEL',
        source: 'operator',
        sourceKey: 'seed:welcome-wheel',
      });
  }
}
