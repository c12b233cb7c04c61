import { DRAW_OPS_PATHS, DRAW_PATHS, type Envelope } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const OPS = 'ops-token-for-draw-races';

// On PostgreSQL the plays really run at once on separate connections; on PGlite they queue and
// the test checks the outcome only.
describe.each(testDbKinds())('a draw ticket played twice at once on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
  }, 120_000);
  afterAll(() => t?.close());

  it('plays once and pays once', async () => {
    // Every prize pays, so a second play would show in the balance.
    await t.app.inject({
      method: 'PUT',
      url: DRAW_OPS_PATHS.prizes.replace(':code', 'LUMEN').replace(':kind', 'ENVELOPE'),
      headers: { authorization: `Bearer ${OPS}` },
      payload: {
        prizes: [
          { amount: 1_000, weight: 1 },
          { amount: 2_000, weight: 1 },
        ],
      },
    });
    const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    for (let round = 0; round < 3; round += 1) {
      const { ticketId } = valueOf<{ ticketId: number }>(
        await t.app.inject({
          method: 'POST',
          url: DRAW_OPS_PATHS.grant.replace(':code', 'LUMEN'),
          headers: { authorization: `Bearer ${OPS}` },
          payload: { account: 'player1', kind: 'ENVELOPE', requestId: `race-play-${round}` },
        }),
      );
      const before = await moneyOf(t.db, 'LUMEN', 'player1');
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(
            t.app,
            'LUMEN',
            'POST',
            DRAW_PATHS.claim,
            { ticketId, clientSeed: `seed-${i}` },
            { token },
          ),
        ),
      );
      const codes = replies.map((res) => `${res.statusCode} ${res.json<Envelope<null>>().code}`);
      expect(codes.filter((code) => code === '200 OK')).toHaveLength(1);
      expect(codes.filter((code) => code === '409 DRAW_TICKET_USED')).toHaveLength(5);
      const won = replies
        .find((res) => res.statusCode === 200)
        ?.json<Envelope<{ amount: number }>>();
      const after = await moneyOf(t.db, 'LUMEN', 'player1');
      expect(after.balance - before.balance).toBe(won?.value?.amount);
      expect(after.ledgerCount - before.ledgerCount).toBe(1);
    }
  });

  it('issues one ticket when an operator grant is sent twice at once', async () => {
    const grant = (kind: string) =>
      t.app.inject({
        method: 'POST',
        url: DRAW_OPS_PATHS.grant.replace(':code', 'LUMEN'),
        headers: { authorization: `Bearer ${OPS}` },
        payload: { account: 'player1', kind, requestId: 'race-grant-1' },
      });
    const replies = await Promise.all([grant('WHEEL'), grant('WHEEL'), grant('WHEEL')]);
    const ids = replies.map((res) => valueOf<{ ticketId: number }>(res).ticketId);
    expect(new Set(ids).size).toBe(1);
    const tickets = await t.db
      .selectFrom('draw_ticket')
      .select('id')
      .where('source', '=', 'operator')
      .where('source_key', '=', 'operator:race-grant-1')
      .execute();
    expect(tickets.map((row) => Number(row.id))).toEqual([ids[0]]);
    // The same requestId for another game is a conflict, not a second ticket.
    const other = await grant('EGG');
    expect(`${other.statusCode} ${other.json<Envelope<null>>().code}`).toBe(
      '409 REQUEST_ID_CONFLICT',
    );
  });

  it('refuses a grant without a requestId', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: DRAW_OPS_PATHS.grant.replace(':code', 'LUMEN'),
      headers: { authorization: `Bearer ${OPS}` },
      payload: { account: 'player1', kind: 'WHEEL' },
    });
    expect(`${res.statusCode} ${res.json<Envelope<null>>().code}`).toBe('400 BAD_REQUEST');
  });
});
