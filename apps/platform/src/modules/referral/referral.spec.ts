import {
  CASHIER_PATHS,
  MESSAGE_PATHS,
  PATHS,
  REFERRAL_OPS_PATHS,
  REFERRAL_PATHS,
  depositDecisionPath,
  type Deposit,
  type DepositMethods,
  type Envelope,
  type FriendPage,
  type LoginInfo,
  type LoginResult,
  type MessagePage,
  type ReferralSummary,
  type Reward,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { claimableRewards, claimRewardCall } from '../../testing/rewards';
import { moneyOf } from '../../testing/sandbox';
import { operatorCall } from '../../testing/operator-calls';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';

const OPS_TOKEN = 'ops-token-for-referral-tests';
const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json<Envelope<null>>().code];
const web = {
  registerUrl: 'https://aurora.example/register',
  domain: 'aurora.example',
  registerMethod: 'WEB',
};

describe.each(testDbKinds())('invite friends on %s', (kind) => {
  let t: TestApp;
  let player: string;
  let bankId: number | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN });
    player = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    await t.db
      .updateTable('payment_method')
      .set({ daily_count: 50 })
      .where('code', '=', 'BANK')
      .execute();
    const methods = valueOf<DepositMethods>(
      await call(t.app, 'AURORA', 'GET', CASHIER_PATHS.depositMethods, undefined, {
        token: player,
        language: 'en',
      }),
    );
    bankId = methods.list.find((m) => m.name === 'Bank transfer')?.id;
  }, 120_000);
  afterAll(() => t?.close());

  const get = <T>(url: string, token: string) =>
    call(t.app, 'AURORA', 'GET', url, undefined, { token }).then((res) => valueOf<T>(res));
  const register = async (username: string, referralCode?: string) =>
    valueOf<LoginResult>(
      await call(
        t.app,
        'AURORA',
        'PUT',
        PATHS.register,
        { ...web, username, password: 'longenough1', confirmPassword: 'longenough1', referralCode },
        { sealed: true, ip: `10.7.0.${username.length}` },
      ),
    ).token;
  const deposit = async (token: string, amount: number) =>
    valueOf<Deposit>(
      await call(
        t.app,
        'AURORA',
        'POST',
        CASHIER_PATHS.deposits,
        { methodId: bankId, amount },
        { token },
      ),
    );
  const approve = (id: number | string) =>
    t.app.inject({
      method: 'POST',
      url: depositDecisionPath(Number(id)),
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { action: 'approve' },
    });

  it("shows the member's code, the merchant's terms and the seeded friend", async () => {
    const summary = await get<ReferralSummary>(REFERRAL_PATHS.referral, player);
    expect(summary).toEqual({
      code: 'PLAYER1',
      rewardsOn: true,
      rewardAmount: 10_000,
      minDeposit: 200_000,
      currency: 'BDT',
      friends: 1,
      depositedFriends: 0,
      earned: 0,
    });
    const friends = await get<FriendPage>(REFERRAL_PATHS.friends, player);
    expect(friends.items).toEqual([
      expect.objectContaining({ account: 'fr***1', status: 'registered', reward: 0 }),
    ]);
    expect((await get<LoginInfo>(PATHS.loginInfo, player)).referralEnabled).toBe(true);
  });

  it('gives a member without a code one on first ask, and the same one after', async () => {
    const agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const [a, b] = await Promise.all([
      get<ReferralSummary>(REFERRAL_PATHS.referral, agent),
      get<ReferralSummary>(REFERRAL_PATHS.referral, agent),
    ]);
    expect(a.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(b.code).toBe(a.code);
    expect((await get<ReferralSummary>(REFERRAL_PATHS.referral, agent)).code).toBe(a.code);
  });

  it("gives the inviter one claimable reward for a friend's first qualifying deposit, with a message", async () => {
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const friend = await register('buddy2', 'PLAYER1');
    const small = await deposit(friend, 150_000);
    await approve(small.id);
    expect((await get<FriendPage>(REFERRAL_PATHS.friends, player)).items[0]).toMatchObject({
      account: 'bu***2',
      status: 'deposited',
      reward: 0,
    });
    const big = await deposit(friend, 250_000);
    await approve(big.id);
    const again = await deposit(friend, 300_000);
    await approve(again.id);
    // Given to the reward centre, not credited: the balance moves only on the claim.
    expect((await moneyOf(t.db, 'AURORA', 'player1')).balance).toBe(before.balance);
    const [reward, ...more] = await claimableRewards(t.app, 'AURORA', player, 'referral');
    expect(more).toEqual([]);
    const friendId = (await moneyOf(t.db, 'AURORA', 'buddy2')).memberId;
    expect(reward).toMatchObject({
      sourceRef: `referral:${friendId}`,
      title: 'Referral reward',
      amount: 10_000,
      turnoverRequired: 0,
      status: 'claimable',
    });
    // Claimable for the reward centre's 30 days.
    const validFor = Date.parse(reward!.expiresAt!) - Date.parse(reward!.createdAt);
    expect(validFor).toBe(30 * 24 * 60 * 60_000);
    expect(valueOf<Reward>(await claimRewardCall(t.app, 'AURORA', player, reward!.id)).status).toBe(
      'claimed',
    );
    expect(valueOf<Reward>(await claimRewardCall(t.app, 'AURORA', player, reward!.id)).status).toBe(
      'claimed',
    );
    const after = await moneyOf(t.db, 'AURORA', 'player1');
    expect(after.balance - before.balance).toBe(10_000);
    expect((await get<FriendPage>(REFERRAL_PATHS.friends, player)).items[0]).toMatchObject({
      status: 'rewarded',
      reward: 10_000,
    });
    const summary = await get<ReferralSummary>(REFERRAL_PATHS.referral, player);
    expect(summary).toMatchObject({ friends: 2, depositedFriends: 1, earned: 10_000 });
    const messages = await get<MessagePage>(MESSAGE_PATHS.messages, player);
    const told = messages.items.filter((m) => m.params['title.en'] === 'Referral reward');
    expect(told).toEqual([
      expect.objectContaining({
        template: 'rewardIssued',
        params: expect.objectContaining({ amount: '10000', currency: 'BDT' }),
      }),
    ]);
  });

  it('pays nothing while the programme is off', async () => {
    // The operator switches it off (and on again after).
    const terms = (enabled: boolean) =>
      operatorCall(t.app, OPS_TOKEN, 'PUT', REFERRAL_OPS_PATHS.terms.replace(':code', 'AURORA'), {
        enabled,
        rewardAmount: 10_000,
        minDeposit: 200_000,
      });
    expect(codeOf(await terms(false))).toEqual([200, 'OK']);
    try {
      const before = await moneyOf(t.db, 'AURORA', 'player1');
      const friend = await register('buddy33', 'PLAYER1');
      await approve((await deposit(friend, 250_000)).id);
      expect((await moneyOf(t.db, 'AURORA', 'player1')).balance).toBe(before.balance);
      expect((await get<LoginInfo>(PATHS.loginInfo, player)).referralEnabled).toBe(false);
    } finally {
      await terms(true);
    }
  });

  it('gives once when two qualifying deposits of one friend are approved at the same moment', async () => {
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const friend = await register('buddy444', 'PLAYER1');
    const [one, two] = [await deposit(friend, 210_000), await deposit(friend, 220_000)];
    const results = await Promise.all([approve(one.id), approve(two.id)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await moneyOf(t.db, 'AURORA', 'player1')).balance).toBe(before.balance);
    const friendId = (await moneyOf(t.db, 'AURORA', 'buddy444')).memberId;
    const given = await claimableRewards(t.app, 'AURORA', player, 'referral');
    expect(given.map((r) => [r.sourceRef, r.amount])).toEqual([[`referral:${friendId}`, 10_000]]);
    const rewards = await t.db
      .selectFrom('referral_reward')
      .innerJoin('member', 'member.id', 'referral_reward.friend_id')
      .where('member.account', '=', 'buddy444')
      .select('referral_reward.amount')
      .execute();
    expect(rewards.map((r) => Number(r.amount))).toEqual([10_000]);
  });

  it('refuses a trial account and a visitor', async () => {
    const trial = valueOf<LoginResult>(
      await call(t.app, 'AURORA', 'POST', PATHS.freePlay, { os: 'web', platform: 'W' }),
    );
    expect(
      codeOf(
        await call(t.app, 'AURORA', 'GET', REFERRAL_PATHS.referral, undefined, {
          token: trial.token,
        }),
      ),
    ).toEqual([403, 'TRIAL_ACCOUNT']);
    expect(codeOf(await call(t.app, 'AURORA', 'GET', REFERRAL_PATHS.friends))).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
  });
});
