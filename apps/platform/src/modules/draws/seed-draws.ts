import { SEED_DRAW_PRIZES, SEED_DRAW_RULES, type DrawKind } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { findByAccount } from '../accounts';
import { merchantCodes } from '../merchants';
import { issueTicket } from './draw-tickets';

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
