import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../migrate';
import { seed } from '../../seed';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { memberIdOf } from '../../testing/records';

describe('the agent demo seed', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('pglite-memory');
    await migrateToLatest(t.db);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('gives each agent1 the four house contracts, settles what closed, and runs once', async () => {
    await seed(t.db, { agentDemo: true });
    await seed(t.db, { agentDemo: true });
    for (const merchant of ['AURORA', 'LUMEN']) {
      const agent = await memberIdOf(t.db, merchant, 'agent1');
      const held = await t.db
        .selectFrom('agent_contract')
        .select(['kind', 'status'])
        .where('holder_id', '=', agent)
        .orderBy('kind')
        .execute();
      expect(held).toEqual([
        { kind: 'DAILY_SALARY', status: 'active' },
        { kind: 'DIVIDEND', status: 'active' },
        { kind: 'HOUR_SALARY', status: 'active' },
        { kind: 'REALTIME_SALARY', status: 'active' },
      ]);
      const settled = await t.db
        .selectFrom('agent_settlement')
        .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
        .where('holder_id', '=', agent)
        .groupBy('kind')
        .execute();
      const count = Object.fromEntries(settled.map((row) => [row.kind, Number(row.n)]));
      expect(count.DAILY_SALARY).toBeGreaterThanOrEqual(29);
      expect(count.HOUR_SALARY).toBeGreaterThanOrEqual(23);
      expect(count.REALTIME_SALARY).toBeGreaterThanOrEqual(23);
      // Its first downline agent (the team seed's subagent1) holds half-rate daily wages and
      // dividends from agent1.
      const sub = await memberIdOf(t.db, merchant, 'subagent1');
      const given = await t.db
        .selectFrom('agent_contract')
        .select(['kind', 'status', 'max_rate'])
        .where('holder_id', '=', sub)
        .where('offerer_id', '=', agent)
        .orderBy('kind')
        .execute();
      expect(given).toEqual([
        { kind: 'DAILY_SALARY', status: 'active', max_rate: 50 },
        { kind: 'DIVIDEND', status: 'active', max_rate: 1_750 },
      ]);
    }
  });
});
