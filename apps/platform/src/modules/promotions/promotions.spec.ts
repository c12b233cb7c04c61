import {
  PATHS,
  PROMOTION_OPS_PATHS,
  PROMOTION_PATHS,
  type Envelope,
  type LoginInfo,
  type LoginResult,
  type Promotion,
  type PromotionEntry,
  type PromotionList,
  type PromotionProgress,
  type Reward,
  type RewardCount,
  type RewardList,
  type WalletBalance,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { prepareSandbox } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { as, deposit, newMember, pathOf, promotionByCode } from './spec-helpers';

const OPS = 'ops-token-for-promotion-tests';
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('the promotions centre on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, undefined, { operatorToken: OPS });
    await prepareSandbox(t.db);
  }, 120_000);
  afterAll(() => t?.close());

  const balanceOf = async (merchant: string, token: string) =>
    valueOf<WalletBalance>(await as(t.app, merchant, token)('GET', PATHS.balance)).balance;
  const turnoverOf = async (token: string, merchant = 'AURORA') => {
    const { list } = valueOf<PromotionList>(
      await as(t.app, merchant, token)('GET', `${PROMOTION_PATHS.memberList}?category=NEWBIE`),
    );
    return list;
  };
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${OPS}` },
      ...(payload ? { payload } : {}),
    });

  it('lists every filter’s promotions to a visitor, statuses from the dates and the flow', async () => {
    const list = async (category: string) =>
      valueOf<PromotionList>(
        await call(
          t.app,
          'LUMEN',
          'GET',
          `${PROMOTION_PATHS.list}?category=${category}&language=tl`,
        ),
      ).list;
    const all = await list('ALL');
    expect(all).toHaveLength(13);
    expect(new Set(all.map((p) => p.category)).size).toBe(12);
    const byCode = new Map(all.map((p) => [p.code, p]));
    expect(byCode.get('signup-gift')).toMatchObject({
      title: 'Regalo sa pag-sign up',
      status: 'claim',
      claim: true,
      reward: { kind: 'FIXED', amount: 50_000, turnoverMultiple: 3 },
    });
    expect(byCode.get('welcome-deposit')).toMatchObject({ status: 'join', claim: true });
    expect(byCode.get('double-points')).toMatchObject({ status: 'comingSoon', claim: false });
    expect(byCode.get('lotto-draw')).toMatchObject({ status: 'close', claim: false });
    expect(byCode.get('app-download')?.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    expect((await list('SLOTS')).map((p) => p.code)).toEqual(['slots-spin']);
    expect((await list('NEWBIE')).map((p) => p.code)).toEqual(['signup-gift', 'welcome-deposit']);
  });

  it('claims the sign-up gift once: paid through the ledger with its turnover, then shown claimed', async () => {
    const token = await newMember(t.app, 'AURORA', 'giftee1');
    const member = as(t.app, 'AURORA', token);
    const gift = await promotionByCode(t.app, 'AURORA', token, 'signup-gift');
    const before = await balanceOf('AURORA', token);
    const info = valueOf<LoginInfo>(await member('GET', PATHS.loginInfo));
    expect(info.availablePromoCount).toBeGreaterThan(0);

    const claimed = await member('POST', `${pathOf(PROMOTION_PATHS.claim, gift.id)}?language=en`);
    expect(valueOf<Promotion>(claimed)).toMatchObject({ status: 'claimed', claim: false });
    const again = await member('POST', pathOf(PROMOTION_PATHS.claim, gift.id));
    expect(codeOf(again)).toBe('409 PROMOTION_ALREADY_ENTERED');

    expect(await balanceOf('AURORA', token)).toBe(before + 50_000);
    const after = valueOf<LoginInfo>(await member('GET', PATHS.loginInfo));
    expect(after.availablePromoCount).toBe(info.availablePromoCount - 1);
    const { list } = valueOf<RewardList>(
      await member('GET', `${PROMOTION_PATHS.rewards}?status=claimed&language=en`),
    );
    expect(list).toMatchObject([
      { title: 'Sign-up gift', amount: 50_000, turnoverRequired: 150_000, status: 'claimed' },
    ]);
    const overview = await member('GET', '/wps/v2/cashier/withdrawals/overview');
    expect(valueOf<{ turnover: { remaining: number } }>(overview).turnover.remaining).toBe(150_000);
  });

  it('refuses a claim whose rules are not met, saying what is missing', async () => {
    const token = await newMember(t.app, 'AURORA', 'bettor1');
    const member = as(t.app, 'AURORA', token);
    const daily = await promotionByCode(t.app, 'AURORA', token, 'cricket-daily');
    expect(daily).toMatchObject({
      status: 'process',
      claim: false,
      progress: { depositMissing: null, turnoverMissing: 200_000, vipLevelMissing: null },
    });
    const res = await member('POST', pathOf(PROMOTION_PATHS.claim, daily.id));
    expect(codeOf(res)).toBe('409 PROMOTION_NOT_ELIGIBLE');
    expect(res.json<Envelope<PromotionProgress>>().value).toMatchObject({
      turnoverMissing: 200_000,
    });
    // Not the flow of this promotion.
    expect(codeOf(await member('POST', pathOf(PROMOTION_PATHS.join, daily.id)))).toBe(
      '409 PROMOTION_NOT_AVAILABLE',
    );
    const vip = await promotionByCode(t.app, 'AURORA', token, 'card-vip');
    expect(vip.progress).toEqual({
      depositMissing: 200_000,
      turnoverMissing: null,
      vipLevelMissing: 1,
    });
    const soon = await promotionByCode(t.app, 'AURORA', token, 'double-points');
    expect(codeOf(await member('POST', pathOf(PROMOTION_PATHS.claim, soon.id)))).toBe(
      '409 PROMOTION_NOT_AVAILABLE',
    );
    expect(codeOf(await member('POST', pathOf(PROMOTION_PATHS.claim, 999_999)))).toBe(
      '404 PROMOTION_NOT_FOUND',
    );
  });

  it('pays a joined first-deposit promotion (100% on Aurora) with the approved deposit, once', async () => {
    const token = await newMember(t.app, 'AURORA', 'depositor1');
    const member = as(t.app, 'AURORA', token);
    const welcome = await promotionByCode(t.app, 'AURORA', token, 'welcome-deposit');
    const joined = valueOf<Promotion>(
      await member('POST', pathOf(PROMOTION_PATHS.join, welcome.id)),
    );
    expect(joined.status).toBe('joined');
    expect(codeOf(await member('POST', pathOf(PROMOTION_PATHS.join, welcome.id)))).toBe(
      '409 PROMOTION_ALREADY_ENTERED',
    );
    await deposit(t.app, 'AURORA', token, 30_000);
    expect(await balanceOf('AURORA', token)).toBe(60_000);
    expect((await promotionByCode(t.app, 'AURORA', token, 'welcome-deposit')).status).toBe(
      'claimed',
    );
    // A second deposit is not a first deposit: nothing more.
    await deposit(t.app, 'AURORA', token, 30_000);
    expect(await balanceOf('AURORA', token)).toBe(90_000);
    const { list } = valueOf<RewardList>(
      await member('GET', `${PROMOTION_PATHS.rewards}?status=claimed`),
    );
    expect(list.map((r) => [r.amount, r.status, r.turnoverRequired])).toEqual([
      [30_000, 'claimed', 150_000],
    ]);
  });

  it('pays Lumen’s fixed first-deposit bonus', async () => {
    const token = await newMember(t.app, 'LUMEN', 'depositor2');
    const welcome = await promotionByCode(t.app, 'LUMEN', token, 'welcome-deposit');
    expect(welcome).toMatchObject({
      title: 'First deposit bonus',
      reward: { kind: 'FIXED', amount: 50_000 },
    });
    await as(t.app, 'LUMEN', token)('POST', pathOf(PROMOTION_PATHS.join, welcome.id));
    await deposit(t.app, 'LUMEN', token, 30_000);
    expect(await balanceOf('LUMEN', token)).toBe(80_000);
  });

  it('leaves a joined promotion waiting when the deposit does not qualify', async () => {
    const token = await newMember(t.app, 'LUMEN', 'smalldep1');
    const member = as(t.app, 'LUMEN', token);
    const reload = await promotionByCode(t.app, 'LUMEN', token, 'daily-reload');
    await member('POST', pathOf(PROMOTION_PATHS.join, reload.id));
    await deposit(t.app, 'LUMEN', token, 10_000); // under the 50_000 minimum
    expect((await promotionByCode(t.app, 'LUMEN', token, 'daily-reload')).status).toBe('joined');
    await deposit(t.app, 'LUMEN', token, 100_000);
    expect(await balanceOf('LUMEN', token)).toBe(10_000 + 100_000 + 20_000);
    expect((await promotionByCode(t.app, 'LUMEN', token, 'daily-reload')).status).toBe('claimed');
  });

  it('takes an application to the operator; approved, the reward waits in the reward centre', async () => {
    const token = await newMember(t.app, 'AURORA', 'applicant1');
    const member = as(t.app, 'AURORA', token);
    const app = await promotionByCode(t.app, 'AURORA', token, 'app-download');
    const applied = valueOf<Promotion>(await member('POST', pathOf(PROMOTION_PATHS.apply, app.id)));
    expect(applied.status).toBe('applying');

    const entries = valueOf<{ list: PromotionEntry[] }>(
      await ops('GET', `${PROMOTION_OPS_PATHS.entries}?status=applying&promotionId=${app.id}`),
    ).list;
    const entry = entries.find((e) => e.account === 'applicant1');
    expect(entry).toBeDefined();
    const decide = (decision: string) =>
      ops('POST', pathOf(PROMOTION_OPS_PATHS.entryDecision, entry?.id ?? 0), { decision });
    expect(valueOf<PromotionEntry>(await decide('approve'))).toMatchObject({
      status: 'issued',
      amount: 10_000,
    });
    expect(codeOf(await decide('reject'))).toBe('409 PROMOTION_ENTRY_DECIDED');
    expect((await promotionByCode(t.app, 'AURORA', token, 'app-download')).status).toBe('issued');
    expect(valueOf<RewardCount>(await member('GET', PROMOTION_PATHS.rewardCount)).claimable).toBe(
      1,
    );

    const [reward] = valueOf<RewardList>(
      await member('GET', `${PROMOTION_PATHS.rewards}?status=claimable&language=bn`),
    ).list;
    expect(reward).toMatchObject({ title: 'অ্যাপ ডাউনলোড বোনাস', status: 'claimable' });
    const before = await balanceOf('AURORA', token);
    const claimed = await member('POST', pathOf(PROMOTION_PATHS.rewardClaim, reward?.id ?? 0));
    expect(valueOf<Reward>(claimed).status).toBe('claimed');
    expect(await balanceOf('AURORA', token)).toBe(before + 10_000);
    expect(valueOf<RewardCount>(await member('GET', PROMOTION_PATHS.rewardCount)).claimable).toBe(
      0,
    );
    expect((await promotionByCode(t.app, 'AURORA', token, 'app-download')).status).toBe('claimed');
  });

  it('shows the demo member a reward waiting to be claimed', async () => {
    const token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const member = as(t.app, 'AURORA', token);
    expect(valueOf<RewardCount>(await member('GET', PROMOTION_PATHS.rewardCount)).claimable).toBe(
      1,
    );
    const other = await newMember(t.app, 'AURORA', 'stranger1');
    const [reward] = valueOf<RewardList>(await member('GET', PROMOTION_PATHS.rewards)).list;
    // Another member's reward does not exist for them.
    expect(
      codeOf(
        await as(
          t.app,
          'AURORA',
          other,
        )('POST', pathOf(PROMOTION_PATHS.rewardClaim, reward?.id ?? 0)),
      ),
    ).toBe('404 REWARD_NOT_FOUND');
  });

  it('keeps trial accounts and visitors out', async () => {
    const trial = valueOf<LoginResult>(
      await call(t.app, 'AURORA', 'POST', PATHS.freePlay, { os: 'web', platform: 'W' }),
    ).token;
    const gift = (await turnoverOf(trial)).find((p) => p.code === 'signup-gift');
    const res = await as(
      t.app,
      'AURORA',
      trial,
    )('POST', pathOf(PROMOTION_PATHS.claim, gift?.id ?? 0));
    expect(codeOf(res)).toBe('403 TRIAL_ACCOUNT');
    expect(codeOf(await call(t.app, 'AURORA', 'GET', PROMOTION_PATHS.rewards))).toBe(
      '401 UNAUTHORIZED',
    );
  });

  it('lets the operator create, refuse and change promotions', async () => {
    const [first] = valueOf<{ list: { id: number }[] }>(
      await ops('GET', `${PROMOTION_OPS_PATHS.promotions}?merchant=LUMEN`),
    ).list;
    const input = {
      merchantCode: 'LUMEN',
      code: 'ops-made',
      category: 'SLOTS',
      flow: 'CLAIM',
      frequency: 'ONCE',
      title: { en: 'Made by ops' },
      summary: { en: 'A summary' },
      body: { en: 'A body' },
      images: [{ sequence: 1, url: 'https://img.example/1.png' }],
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
      rules: { minDeposit: null, firstDepositOnly: false, minTurnover: null, minVipLevel: null },
      reward: { kind: 'FIXED', amount: 1_000, percentBp: 0, cap: null, turnoverMultiple: 1 },
      enabled: true,
      sort: 1,
    };
    const created = await ops('POST', PROMOTION_OPS_PATHS.promotions, input);
    expect(created.statusCode).toBe(200);
    expect(codeOf(await ops('POST', PROMOTION_OPS_PATHS.promotions, input))).toBe(
      '409 PROMOTION_CODE_TAKEN',
    );
    const percentClaim = {
      ...input,
      code: 'bad-one',
      reward: { ...input.reward, kind: 'PERCENT', amount: 0, percentBp: 100 },
    };
    expect(codeOf(await ops('POST', PROMOTION_OPS_PATHS.promotions, percentClaim))).toBe(
      '400 PROMOTION_INVALID',
    );
    const id = valueOf<{ id: number }>(created).id;
    const off = await ops('PUT', pathOf(PROMOTION_OPS_PATHS.promotion, id), {
      ...input,
      enabled: false,
    });
    expect(valueOf<{ enabled: boolean }>(off).enabled).toBe(false);
    const visible = valueOf<PromotionList>(
      await call(t.app, 'LUMEN', 'GET', PROMOTION_PATHS.list),
    ).list;
    expect(visible.map((p) => p.code)).not.toContain('ops-made');
    expect(first).toBeDefined();
    expect(
      (await t.app.inject({ method: 'GET', url: PROMOTION_OPS_PATHS.promotions })).statusCode,
    ).toBe(401);
  });
});
