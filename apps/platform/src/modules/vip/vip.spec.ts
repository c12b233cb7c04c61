import {
  RECORD_PATHS,
  VIP_OPS_PATHS,
  VIP_PATHS,
  MESSAGE_PATHS,
  SEED_VIP_LEVELS,
  type AccountRecordPage,
  type Envelope,
  type MessagePage,
  type Reward,
  type MemberVip,
  type VipInfo,
  type VipLevels,
  type VipRunResult,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { operatorCall } from '../../testing/operator-calls';
import { valueOf } from '../../testing/requests';
import { claimableRewards, claimRewardCall } from '../../testing/rewards';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { addApprovedDeposit, addSettledRound } from '../../testing/activity';
import { DEMO_VIP_LEVEL, seedVip } from './seed-vip';
import { vipWithdrawalMax } from './vip-levels';

const OPS = 'ops-token-for-vip';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;
const opsCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => operatorCall(app, OPS, method, url, payload);

const DAY = 24 * 60 * 60_000;

describe.each(testDbKinds())('VIP levels and daily rebates on %s', (kind) => {
  let t: TestApp;
  const run = async (at: Date) =>
    valueOf<VipRunResult>(
      await opsCall(t.app, 'POST', VIP_OPS_PATHS.run, { at: at.toISOString() }),
    );

  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    // The demo start's VIP levels (tests seed without them).
    await seedVip(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  it('shows the demo member at their level with the next one and every benefit', async () => {
    const token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const info = valueOf<VipInfo>(
      await call(t.app, 'AURORA', 'GET', VIP_PATHS.info, undefined, { token }),
    );
    expect(info.level).toBe(DEMO_VIP_LEVEL);
    expect(info.next?.name).toBe('Silver');
    expect(info.levels.map((l) => l.name)).toEqual(SEED_VIP_LEVELS.map((l) => l.name));
    expect(codeOf(await call(t.app, 'AURORA', 'GET', VIP_PATHS.info))).toBe('401 UNAUTHORIZED');
  });

  it('upgrades once per level, gives each level passed one claimable bonus, and never lowers a level', async () => {
    const { memberId, balance } = await moneyOf(t.db, 'AURORA', 'downline1');
    const at = new Date();
    await addApprovedDeposit(t.db, memberId, 1_000_000, at);
    await addSettledRound(t.db, memberId, { stake: 5_000_000, at });
    const first = await run(new Date(at.getTime() + 1_000));
    const second = await run(new Date(at.getTime() + 2_000));
    await t.jobs.runDue();
    expect(first.upgrades).toBeGreaterThanOrEqual(2);
    expect(second.upgrades).toBe(0);
    const vip = valueOf<MemberVip>(
      await opsCall(t.app, 'GET', VIP_OPS_PATHS.member.replace(':id', String(memberId))),
    );
    expect(vip.level).toBe(2);
    // Silver's upgrade bonus (Bronze has none), once, waits in the reward centre: the balance
    // moves only when it is claimed, then as one VIP_BONUS entry.
    expect((await moneyOf(t.db, 'AURORA', 'downline1')).balance).toBe(balance);
    const token = await tokenOf(t.app, 'AURORA', 'downline1', 'Welcome2Aurora');
    const given = await claimableRewards(t.app, 'AURORA', token, 'vip');
    expect(given).toEqual([
      expect.objectContaining({
        sourceRef: `vip:${memberId}:2`,
        title: 'VIP upgrade bonus: Silver',
        amount: 20_000,
        turnoverRequired: 0,
      }),
    ]);
    const messages = valueOf<MessagePage>(
      await call(t.app, 'AURORA', 'GET', MESSAGE_PATHS.messages, undefined, { token }),
    ).items;
    expect(messages.filter((m) => m.template === 'vipLevelUp').map((m) => m.params)).toEqual([
      expect.objectContaining({ level: 'Silver' }),
    ]);
    expect(
      messages.filter((m) => m.template === 'rewardIssued').map((m) => m.params['title.en']),
    ).toEqual(['VIP upgrade bonus: Silver']);
    const claim = () => claimRewardCall(t.app, 'AURORA', token, given[0]!.id);
    expect(valueOf<Reward>(await claim()).status).toBe('claimed');
    expect(valueOf<Reward>(await claim()).status).toBe('claimed');
    expect((await moneyOf(t.db, 'AURORA', 'downline1')).balance).toBe(balance + 20_000);
    const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_entry
      where member_id = ${memberId} and kind = 'VIP_BONUS'`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(1);
    // Silver's withdrawal maximum replaces the merchant's in the withdrawal checks.
    expect(await vipWithdrawalMax(t.db, memberId)).toBe(SEED_VIP_LEVELS[2]!.withdrawalMax);
  });

  it("gives the birthday bonus of the member's level once a year, to claim", async () => {
    // downline1 reached Silver above (birthday bonus 200.00); their birthday is today in Dhaka.
    const { memberId, balance } = await moneyOf(t.db, 'AURORA', 'downline1');
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
    await sql`update member set profile = profile || ${JSON.stringify({
      birthday: `1990${today.slice(4)}`,
    })}::jsonb where id = ${memberId}`.execute(t.db);
    const [first, second] = [await run(now), await run(new Date(now.getTime() + 1_000))];
    expect([first.birthdays, second.birthdays]).toEqual([1, 0]);
    expect((await moneyOf(t.db, 'AURORA', 'downline1')).balance).toBe(balance);
    const token = await tokenOf(t.app, 'AURORA', 'downline1', 'Welcome2Aurora');
    const given = (await claimableRewards(t.app, 'AURORA', token, 'vip')).filter((r) =>
      r.sourceRef.startsWith('vip:birthday:'),
    );
    expect(given).toEqual([
      expect.objectContaining({
        sourceRef: `vip:birthday:${memberId}:${today.slice(0, 4)}`,
        title: 'Birthday bonus',
        amount: SEED_VIP_LEVELS[2]!.birthdayBonus,
      }),
    ]);
    await claimRewardCall(t.app, 'AURORA', token, given[0]!.id);
    expect((await moneyOf(t.db, 'AURORA', 'downline1')).balance).toBe(
      balance + SEED_VIP_LEVELS[2]!.birthdayBonus,
    );
  });

  it("settles a finished day's rebate once per member and day, at the level's rates, to claim", async () => {
    const { memberId } = await moneyOf(t.db, 'LUMEN', 'player1');
    // Noon of two days ago, Manila time: a finished day the sweep has not settled yet.
    const manilaNoon = new Date(
      Math.floor((Date.now() + 8 * 3600_000) / DAY) * DAY - 2 * DAY + 4 * 3600_000,
    );
    await sql`delete from rebate_day where merchant_code = 'LUMEN'`.execute(t.db);
    await addSettledRound(t.db, memberId, { stake: 100_000, at: manilaNoon, gameType: 'RNG' });
    await addSettledRound(t.db, memberId, { stake: 50_000, at: manilaNoon, gameType: 'LIVE' });
    const before = await moneyOf(t.db, 'LUMEN', 'player1');
    const [a, b] = [await run(new Date()), await run(new Date())];
    await t.jobs.runDue();
    expect(a.rebates).toBeGreaterThanOrEqual(1);
    expect(b.rebates).toBe(0);
    const vip = valueOf<MemberVip>(
      await opsCall(t.app, 'GET', VIP_OPS_PATHS.member.replace(':id', String(memberId))),
    );
    const day = vip.rebates.find((r) => r.validBet >= 150_000)!;
    // Bronze: slots 0.40%, live 0.30% (plus whatever the seeded rounds of that day add).
    expect(day.amount).toBeGreaterThanOrEqual(400 + 150);
    // Given to the reward centre, one reward per day settled: the balance waits for the claim.
    expect((await moneyOf(t.db, 'LUMEN', 'player1')).balance).toBe(before.balance);
    const token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    const given = await claimableRewards(t.app, 'LUMEN', token, 'rebate');
    expect(given.map((r) => r.amount).sort()).toEqual(vip.rebates.map((r) => r.amount).sort());
    expect(given.map((r) => r.sourceRef)).toContain(`rebate:${memberId}:${day.day}`);
    for (const reward of given) await claimRewardCall(t.app, 'LUMEN', token, reward.id);
    const after = await moneyOf(t.db, 'LUMEN', 'player1');
    expect(after.balance - before.balance).toBe(vip.rebates.reduce((sum, r) => sum + r.amount, 0));
    expect(await claimableRewards(t.app, 'LUMEN', token, 'rebate')).toEqual([]);
    const bonus = valueOf<AccountRecordPage>(
      await call(t.app, 'LUMEN', 'GET', RECORD_PATHS.bonus, undefined, { token }),
    ).list;
    expect(bonus.some((entry) => entry.kind === 'REBATE')).toBe(true);
  });

  it('lets the operator replace the level table and refuses one out of order', async () => {
    const path = VIP_OPS_PATHS.levels.replace(':code', 'LUMEN');
    const { levels } = valueOf<VipLevels>(await opsCall(t.app, 'GET', path));
    const changed = levels.slice(0, 3).map((l) => (l.level === 1 ? { ...l, name: 'Bronze+' } : l));
    expect(
      valueOf<VipLevels>(await opsCall(t.app, 'PUT', path, { levels: changed })).levels.map(
        (l) => l.name,
      ),
    ).toEqual(['Member', 'Bronze+', 'Silver']);
    const backwards = [changed[0], { ...changed[2], level: 1 }, { ...changed[1], level: 2 }];
    expect(codeOf(await opsCall(t.app, 'PUT', path, { levels: backwards }))).toBe(
      '400 VIP_LEVELS_INVALID',
    );
    expect(
      codeOf(
        await opsCall(t.app, 'PUT', VIP_OPS_PATHS.levels.replace(':code', 'NOPE'), {
          levels: changed,
        }),
      ),
    ).toBe('404 MERCHANT_UNKNOWN');
  });
});
