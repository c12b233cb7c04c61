import { createHash, createHmac } from 'node:crypto';
import {
  DRAW_OPS_PATHS,
  DRAW_PATHS,
  SEED_DRAW_PRIZES,
  drawTicketPath,
  type DrawCount,
  type DrawOverview,
  type DrawTicket,
  type Envelope,
} from '@tessera/contract';
import { fairMessage, weightedIndex } from '@tessera/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { moveMoney } from '../wallet';

const OPS = 'ops-token-for-draw-tests';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

/** What a player's browser does to check a play: the seed's hash, then the outcome. */
function verify(ticket: DrawTicket) {
  const seed = ticket.serverSeed ?? '';
  const hash = createHash('sha256').update(seed).digest('hex');
  const mac = createHmac('sha256', seed)
    .update(fairMessage(ticket.clientSeed ?? '', ticket.nonce))
    .digest('hex');
  return {
    hashMatches: hash === ticket.serverSeedHash,
    index: weightedIndex(
      mac,
      ticket.prizes.map((prize) => prize.weight),
    ),
  };
}

describe.each(testDbKinds())('lucky draws on %s', (kind) => {
  let t: TestApp;
  let player: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
  }, 120_000);
  afterAll(() => t?.close());

  const overview = (token: string) =>
    call(t.app, 'AURORA', 'GET', DRAW_PATHS.overview, undefined, { token });
  const claim = (token: string, ticketId: number, clientSeed = 'my-lucky-seed') =>
    call(t.app, 'AURORA', 'POST', DRAW_PATHS.claim, { ticketId, clientSeed }, { token });
  const ops = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${OPS}` },
      ...(payload ? { payload } : {}),
    });
  const book = async (account: string, delta: number, kind: 'DEPOSIT' | 'BET', key: string) => {
    const { memberId } = await moneyOf(t.db, 'AURORA', account);
    await t.db.transaction().execute((trx) => moveMoney(trx, memberId, delta, kind, key));
  };

  it('shows the seeded wheel ticket with its seed hash and prizes, not its seed', async () => {
    const view = valueOf<DrawOverview>(await overview(player));
    const [ticket] = view.tickets;
    expect(ticket).toMatchObject({ kind: 'WHEEL', status: 'unplayed', serverSeed: null });
    expect(ticket?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket?.prizes).toEqual(SEED_DRAW_PRIZES.WHEEL);
    expect(view.games.map((game) => game.kind)).toEqual(['ENVELOPE', 'WHEEL', 'EGG']);
    expect(view.rules.map((rule) => rule.kind)).toEqual(['DEPOSIT', 'DAILY_VALID_BET']);
  });

  it('plays a ticket once: the revealed seed reproduces the outcome and the prize is paid', async () => {
    const [ticket] = valueOf<DrawOverview>(await overview(player)).tickets;
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const played = valueOf<DrawTicket>(await claim(player, ticket?.id ?? 0));
    expect(played).toMatchObject({ status: 'played', clientSeed: 'my-lucky-seed' });
    expect(verify(played)).toEqual({ hashMatches: true, index: played.prizeIndex });
    expect(played.amount).toBe(played.prizes[played.prizeIndex ?? -1]?.amount);
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance - before.balance).toBe(played.amount);
    expect(after.balance).toBe(after.ledgerSum);

    expect(codeOf(await claim(player, played.id))).toBe('409 DRAW_TICKET_USED');
    expect((await moneyOf(t.db, 'AURORA', 'player1')).balance).toBe(after.balance);
    const again = valueOf<DrawTicket>(
      await call(t.app, 'AURORA', 'GET', drawTicketPath(played.id), undefined, { token: player }),
    );
    expect(again.serverSeed).toBe(played.serverSeed);
    const view = valueOf<DrawOverview>(await overview(player));
    expect(view.played[0]?.id).toBe(played.id);
  });

  it("answers 404 for another member's ticket, and 401 without a session", async () => {
    const [ticket] = valueOf<DrawOverview>(await overview(agent)).tickets;
    expect(ticket).toBeUndefined();
    const grant = await ops('POST', DRAW_OPS_PATHS.grant.replace(':code', 'AURORA'), {
      account: 'agent1',
      kind: 'EGG',
      requestId: 'grant-agent1-egg-1',
    });
    const { ticketId } = valueOf<{ ticketId: number }>(grant);
    expect(codeOf(await claim(player, ticketId))).toBe('404 DRAW_TICKET_NOT_FOUND');
    expect(
      codeOf(
        await call(t.app, 'AURORA', 'GET', drawTicketPath(ticketId), undefined, { token: player }),
      ),
    ).toBe('404 DRAW_TICKET_NOT_FOUND');
    expect(
      codeOf(await call(t.app, 'AURORA', 'POST', DRAW_PATHS.claim, { ticketId, clientSeed: 'x' })),
    ).toBe('401 UNAUTHORIZED');
    expect(codeOf(await claim(agent, ticketId, 'bad seed!'))).toBe('400 BAD_REQUEST');
  });

  it('earns a ticket per qualifying deposit and per day of valid bets, each once', async () => {
    const count = async () => valueOf<DrawOverview>(await overview(agent)).tickets;
    const start = (await count()).length;
    await book('agent1', 40_000, 'DEPOSIT', 'test:small-deposit');
    expect((await count()).length).toBe(start);
    await book('agent1', 60_000, 'DEPOSIT', 'test:big-deposit');
    const afterDeposit = await count();
    expect(afterDeposit.length).toBe(start + 1);
    expect(afterDeposit.at(-1)).toMatchObject({ kind: 'WHEEL', source: 'rule' });
    await book('agent1', -60_000, 'BET', 'test:bet-1');
    expect((await count()).length).toBe(start + 1);
    await book('agent1', -60_000, 'BET', 'test:bet-2');
    const afterBets = await count();
    expect(afterBets.length).toBe(start + 2);
    expect(afterBets.at(-1)).toMatchObject({ kind: 'ENVELOPE', source: 'rule' });
    await book('agent1', -60_000, 'BET', 'test:bet-3');
    expect((await count()).length).toBe(start + 2);
  });

  it('counts the tickets qualifying play earned on a fresh sign-in, before the page is opened', async () => {
    const countOf = async (token: string) =>
      valueOf<DrawCount>(await call(t.app, 'AURORA', 'GET', DRAW_PATHS.count, undefined, { token }))
        .unplayed;
    const first = await tokenOf(t.app, 'AURORA', 'downline1', 'Welcome2Aurora');
    const start = await countOf(first);
    // A deposit of 2,000.00 (a wheel ticket) and 1,200.00 bet today (an envelope).
    await book('downline1', 200_000, 'DEPOSIT', 'test:count-deposit');
    await book('downline1', -120_000, 'BET', 'test:count-bet');
    const fresh = await tokenOf(t.app, 'AURORA', 'downline1', 'Welcome2Aurora');
    // Asked twice at once (the header and the menu), each owed ticket is issued once.
    expect(await Promise.all([countOf(fresh), countOf(fresh)])).toEqual([start + 2, start + 2]);
    expect(await countOf(fresh)).toBe(start + 2);
    expect(valueOf<DrawOverview>(await overview(fresh)).tickets).toHaveLength(start + 2);
    expect(codeOf(await call(t.app, 'AURORA', 'GET', DRAW_PATHS.count))).toBe('401 UNAUTHORIZED');
  });

  it('lets the operator change prizes (tickets issued keep theirs) and rules', async () => {
    const prizes = DRAW_OPS_PATHS.prizes.replace(':code', 'AURORA').replace(':kind', 'EGG');
    const zero = await ops('PUT', prizes, {
      prizes: [
        { amount: 1, weight: 0 },
        { amount: 2, weight: 0 },
      ],
    });
    expect(codeOf(zero)).toBe('400 DRAW_PRIZES_INVALID');
    const before = valueOf<DrawOverview>(await overview(agent)).tickets.find(
      (x) => x.kind === 'EGG',
    );
    const only = [
      { amount: 0, weight: 0 },
      { amount: 777, weight: 1 },
    ];
    expect(codeOf(await ops('PUT', prizes, { prizes: only }))).toBe('200 OK');
    const grant = valueOf<{ ticketId: number }>(
      await ops('POST', DRAW_OPS_PATHS.grant.replace(':code', 'AURORA'), {
        account: 'agent1',
        kind: 'EGG',
        requestId: 'grant-agent1-egg-2',
      }),
    );
    const tickets = valueOf<DrawOverview>(await overview(agent)).tickets;
    expect(tickets.find((x) => x.id === before?.id)?.prizes).toEqual(SEED_DRAW_PRIZES.EGG);
    const played = valueOf<DrawTicket>(await claim(agent, grant.ticketId));
    expect(played).toMatchObject({ prizeIndex: 1, amount: 777 });

    const rule = valueOf<{ id: number }>(
      await ops('POST', DRAW_OPS_PATHS.rules.replace(':code', 'AURORA'), {
        kind: 'DEPOSIT',
        threshold: 1,
        drawKind: 'EGG',
      }),
    );
    const off = await ops('PUT', DRAW_OPS_PATHS.rule.replace(':id', String(rule.id)), {
      active: false,
    });
    expect(valueOf<{ active: boolean }>(off).active).toBe(false);
    const config = valueOf<{ rules: { id: number }[] }>(
      await ops('GET', DRAW_OPS_PATHS.config.replace(':code', 'AURORA')),
    );
    expect(config.rules.map((r) => r.id)).toContain(rule.id);
    expect(
      codeOf(await ops('PUT', DRAW_OPS_PATHS.rule.replace(':id', '999999'), { active: true })),
    ).toBe('404 NOT_FOUND');
  });
});
