import {
  MISSION_PATHS,
  missionClaimPath,
  type Envelope,
  type MissionSummary,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

// On PostgreSQL the claims really run at once on separate connections; on PGlite they queue.
describe.each(testDbKinds())('a mission claimed twice at once on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it('pays once', async () => {
    // player1's seeded rounds complete the daily valid-bet mission (a wheel ticket).
    const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const summary = valueOf<MissionSummary>(
      await call(t.app, 'LUMEN', 'GET', MISSION_PATHS.summary, undefined, { token }),
    );
    const mission = summary.missions.find((m) => m.status === 'claimable');
    expect(mission).toBeDefined();
    const before = await moneyOf(t.db, 'LUMEN', 'player1');
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, 'LUMEN', 'POST', missionClaimPath(mission?.id ?? 0), undefined, { token }),
      ),
    );
    const codes = replies.map((res) => `${res.statusCode} ${res.json<Envelope<null>>().code}`);
    expect(codes.filter((code) => code === '200 OK')).toHaveLength(1);
    expect(codes.filter((code) => code === '409 MISSION_ALREADY_CLAIMED')).toHaveLength(5);
    const claims = await t.db
      .selectFrom('mission_claim')
      .select('id')
      .where('member_id', '=', before.memberId)
      .execute();
    expect(claims).toHaveLength(1);
    const tickets = await t.db
      .selectFrom('draw_ticket')
      .select('id')
      .where('member_id', '=', before.memberId)
      .where('source', '=', 'mission')
      .execute();
    expect(tickets).toHaveLength(1);
    expect((await moneyOf(t.db, 'LUMEN', 'player1')).balance).toBe(before.balance);
  });
});
