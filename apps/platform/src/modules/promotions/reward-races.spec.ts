import {
  PATHS,
  PROMOTION_PATHS,
  type Envelope,
  type RewardList,
  type WalletBalance,
} from '@tessera/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { grantReward } from '../rewards';
import { as, newMember, pathOf, promotionByCode } from './spec-helpers';

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

// On PostgreSQL the calls really run at once, on separate connections (on PGlite they queue, and
// the test only checks the outcome): one claim wins the guarded update (or the unique entry), the
// others find the reward claimed (or the entry taken); the ledger has one entry.
describe.each(testDbKinds())('claims racing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const bonusEntries = async (key: string) =>
    (
      await t.db
        .selectFrom('ledger_entry')
        .select('id')
        .where('idempotency_key', '=', key)
        .execute()
    ).length;

  it('pays a reward claimed eight times at once once', async () => {
    const token = await newMember(t.app, 'AURORA', 'racer1');
    const member = as(t.app, 'AURORA', token);
    const memberId = Number(
      (
        await t.db
          .selectFrom('member')
          .select('id')
          .where('account', '=', 'racer1')
          .executeTakeFirstOrThrow()
      ).id,
    );
    // Granted twice (a retried grant): one reward.
    const grant = () =>
      t.db.transaction().execute((trx) =>
        grantReward(
          trx,
          {
            memberId,
            sourceKind: 'mission',
            sourceRef: 'week:48',
            title: { en: 'Mission' },
            amount: 7_000,
            turnoverMultiple: 2,
          },
          new Date(),
        ),
      );
    const [first, second] = [await grant(), await grant()];
    expect(second).toEqual({ id: first.id, created: false });

    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        member('POST', pathOf(PROMOTION_PATHS.rewardClaim, first.id)),
      ),
    );
    expect(replies.map(codeOf)).toEqual(Array(8).fill('200 OK'));
    expect(valueOf<WalletBalance>(await member('GET', PATHS.balance)).balance).toBe(7_000);
    expect(await bonusEntries(`reward:${first.id}`)).toBe(1);
    const requirements = await t.db
      .selectFrom('turnover_requirement')
      .select('required')
      .where('member_id', '=', memberId)
      .execute();
    expect(requirements.map((r) => Number(r.required))).toEqual([14_000]);
    const { list } = valueOf<RewardList>(await member('GET', PROMOTION_PATHS.rewards));
    expect(list.map((r) => r.status)).toEqual(['claimed']);
  });

  it('pays a promotion claimed eight times at once once', async () => {
    const token = await newMember(t.app, 'LUMEN', 'racer2');
    const member = as(t.app, 'LUMEN', token);
    const gift = await promotionByCode(t.app, 'LUMEN', token, 'signup-gift');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => member('POST', pathOf(PROMOTION_PATHS.claim, gift.id))),
    );
    const codes = replies.map(codeOf).sort();
    expect(codes).toEqual(['200 OK', ...Array(7).fill('409 PROMOTION_ALREADY_ENTERED')]);
    expect(valueOf<WalletBalance>(await member('GET', PATHS.balance)).balance).toBe(50_000);
    const rewards = await t.db
      .selectFrom('reward')
      .select('id')
      .where('source_ref', '=', `promotion:${gift.id}:once`)
      .execute();
    expect(rewards).toHaveLength(1);
    expect(await bonusEntries(`reward:${rewards[0]?.id}`)).toBe(1);
  });
});
