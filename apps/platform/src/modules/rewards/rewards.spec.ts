import {
  MESSAGE_PATHS,
  PROMOTION_PATHS,
  type Envelope,
  type MessagePage,
  type RewardCount,
  type RewardList,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../testing/accounts';
import { valueOf } from '../../testing/requests';
import { claimRewardCall } from '../../testing/rewards';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { claimReward } from './claim-reward';
import { givenRewardExpiry, grantReward, REWARD_VALIDITY_DAYS } from './grant-reward';

const DAY = 24 * 60 * 60_000;
const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('given rewards, their message and their expiry on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let claimableBefore: number;
  let memberId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await tokenOf(t.app, 'LUMEN', 'player1', 'player1pass');
    memberId = (await moneyOf(t.db, 'LUMEN', 'player1')).memberId;
  }, 120_000);
  afterAll(() => t?.close());

  const get = async <T>(path: string) =>
    valueOf<T>(await call(t.app, 'LUMEN', 'GET', path, undefined, { token }));
  const rewards = (status = '') =>
    get<RewardList>(`${PROMOTION_PATHS.rewards}?language=en${status && `&status=${status}`}`).then(
      (value) => value.list.filter((reward) => reward.sourceKind === 'test'),
    );
  const count = () => get<RewardCount>(PROMOTION_PATHS.rewardCount).then((v) => v.claimable);
  const give = (ref: string, at = new Date(), amount = 3_000) =>
    t.db.transaction().execute((trx) =>
      grantReward(
        trx,
        {
          memberId,
          sourceKind: 'test',
          sourceRef: ref,
          title: { en: 'Test gift', pt: 'Presente de teste' },
          amount,
          turnoverMultiple: 0,
          expiresAt: givenRewardExpiry(at),
        },
        at,
      ),
    );

  it('gives once per source and tells the member once, with the title and amount', async () => {
    const first = await give('once');
    expect(await give('once')).toEqual({ id: first.id, created: false });
    const messages = await get<MessagePage>(`${MESSAGE_PATHS.messages}?limit=50`);
    const told = messages.items.filter((m) => m.params['title.en'] === 'Test gift');
    expect(told).toEqual([
      expect.objectContaining({
        template: 'rewardIssued',
        read: false,
        params: {
          amount: '3000',
          currency: 'PHP',
          'title.en': 'Test gift',
          'title.pt': 'Presente de teste',
        },
      }),
    ]);
    expect((await rewards('claimable')).map((r) => r.sourceRef)).toEqual(['once']);
    claimableBefore = await count();
  });

  it('expires lapsed rewards by the sweep, once, and never a claimed one', async () => {
    // Given a validity ago (and a minute), so they lapsed a minute ago; one was claimed in time.
    const givenAt = new Date(Date.now() - REWARD_VALIDITY_DAYS * DAY - 60_000);
    const lapsing = await give('lapsing', givenAt);
    const claimed = await give('claimed', givenAt, 4_000);
    await claimReward(t.db, memberId, claimed.id, new Date(givenAt.getTime() + 1_000));
    const balance = (await moneyOf(t.db, 'LUMEN', 'player1')).balance;

    // Lists and the badge read it expired before the sweep has run.
    expect((await rewards('claimable')).map((r) => r.sourceRef)).toEqual(['once']);
    expect(await count()).toBe(claimableBefore);
    expect((await rewards()).find((r) => r.id === lapsing.id)?.status).toBe('expired');
    expect(codeOf(await claimRewardCall(t.app, 'LUMEN', token, lapsing.id))).toBe(
      '409 REWARD_EXPIRED',
    );
    await t.jobs.runDue();
    const rows = await t.db
      .selectFrom('reward')
      .select(['source_ref', 'status'])
      .where('member_id', '=', memberId)
      .where('source_kind', '=', 'test')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.source_ref, row.status])).toEqual([
      ['once', 'claimable'],
      ['lapsing', 'expired'],
      ['claimed', 'claimed'],
    ]);
    expect(await count()).toBe(claimableBefore);
    expect((await rewards()).map((r) => [r.sourceRef, r.status])).toEqual([
      ['claimed', 'claimed'],
      ['lapsing', 'expired'],
      ['once', 'claimable'],
    ]);
    expect((await moneyOf(t.db, 'LUMEN', 'player1')).balance).toBe(balance);
  });
});
