import { PATHS, type RankList } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ROUND_PLANS, seedRounds } from '../sandbox-vendor';
import { TEST_GAMES, fundTestVendor, prepareSandbox } from '../../testing/sandbox';
import { merchantGet, valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { walletService } from '../wallet';

describe.each(testDbKinds())('winners board on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await prepareSandbox(t.db);
    // Games exist now whatever the catalogue seed did, so the demo history is there too.
    await seedRounds(t.db);
    const wallet = walletService(t.db, () => new Date());
    const game = await t.db
      .selectFrom('game')
      .select('node_id')
      .where('game_code', '=', TEST_GAMES.slot.code)
      .executeTakeFirstOrThrow();
    const play = async (merchant: string, account: string, ref: string, payout: number) => {
      const member = await t.db
        .selectFrom('member')
        .select('id')
        .where('merchant_code', '=', merchant)
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      const caller = {
        memberId: Number(member.id),
        merchantCode: merchant,
        nodeId: Number(game.node_id),
      };
      // Lumen keeps a wallet per vendor: the bet is paid from the test vendor's.
      if (merchant === 'LUMEN') await fundTestVendor(t.db, caller.memberId, 100, `fund-${ref}`);
      await wallet.debit(caller, { txnId: `${ref}:bet`, roundId: ref, amount: 100 });
      if (payout >= 0)
        await wallet.credit(caller, { txnId: `${ref}:win`, roundId: ref, amount: payout });
    };
    await play('AURORA', 'agent1', 'w-1', 7_654_321);
    await play('AURORA', 'player1', 'w-2', 9_876_505);
    await play('AURORA', 'downline1', 'w-3', 5_000_000);
    await play('LUMEN', 'player1', 'w-4', 99_000_000);
    // An open round and a lost one never show.
    await play('AURORA', 'player1', 'w-open', -1);
    await play('AURORA', 'player1', 'w-lost', 0);
  });
  afterAll(() => t?.close());

  const board = async (query = '') =>
    valueOf<RankList>(
      await merchantGet(t.app, 'AURORA', `${PATHS.winners}?gameCategory=ALL${query}`),
    ).list.map((entry) => entry.vo);

  it("lists the merchant's biggest recorded wins first, masked, in major units", async () => {
    expect(await board('&limitNum=3&language=bn')).toEqual([
      {
        customerName: 'pl***1',
        winAmount: '98765.05',
        gameName: TEST_GAMES.slot.name,
        iconUrl: `${PATHS.gameArt}/${TEST_GAMES.slot.code}.svg`,
      },
      expect.objectContaining({ customerName: 'ag***1', winAmount: '76543.21' }),
      expect.objectContaining({ customerName: 'do***1', winAmount: '50000.00' }),
    ]);
  });

  it('fills the board from the seeded demo history, at most 20 and never a loss', async () => {
    const all = await board();
    const seededWins = Object.values(SEED_ROUND_PLANS)
      .flat()
      .filter(([, payout]) => payout > 0).length;
    expect(all).toHaveLength(Math.min(20, 3 + seededWins));
    expect(all).toContainEqual(
      expect.objectContaining({ customerName: 'pl***1', winAmount: '525.00' }),
    );
    const amounts = all.map((entry) => Number(entry.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    expect(all.every((entry) => /^\d+\.\d{2}$/.test(entry.winAmount))).toBe(true);
  });

  it('filters by category and validates the limit', async () => {
    const live = await merchantGet(t.app, 'AURORA', `${PATHS.winners}?gameCategory=LIVE`);
    expect(valueOf<RankList>(live).list.map((e) => e.vo.gameName)).not.toContain(
      TEST_GAMES.slot.name,
    );
    for (const query of ['limitNum=21', 'limitNum=0', 'gameCategory=SLOTS'])
      expect((await merchantGet(t.app, 'AURORA', `${PATHS.winners}?${query}`)).statusCode).toBe(
        400,
      );
    const lumen = valueOf<RankList>(await merchantGet(t.app, 'LUMEN', PATHS.winners));
    expect(lumen.list[0]?.vo).toMatchObject({ customerName: 'pl***1', winAmount: '990000.00' });
  });
});
