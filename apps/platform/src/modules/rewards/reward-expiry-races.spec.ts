import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDbKinds } from '../../testing/test-db';
import { claimReward } from './claim-reward';
import { grantReward } from './grant-reward';
import { expireRewards } from './reward-expiry';

const HOUR = 60 * 60_000;

// On PostgreSQL the calls really run at once, on separate connections (on PGlite they queue, and
// the test only checks the outcome): each lapsed reward is expired by one sweep, a claimed one by
// none, and a claim racing the expiry either pays or expires the reward, never both.
describe.each(testDbKinds())('reward expiry racing on %s', (kind) => {
  let t: TestApp;
  let memberId: number;
  const expiry = new Date(Date.now() + HOUR);
  beforeAll(async () => {
    t = await startTestApp(kind);
    memberId = (await moneyOf(t.db, 'AURORA', 'downline1')).memberId;
  }, 120_000);
  afterAll(() => t?.close());

  const give = (ref: string) =>
    t.db.transaction().execute((trx) =>
      grantReward(
        trx,
        {
          memberId,
          sourceKind: 'race',
          sourceRef: ref,
          title: { en: 'Race' },
          amount: 1_000,
          turnoverMultiple: 0,
          expiresAt: expiry,
        },
        new Date(),
      ),
    );
  const statusOf = async (id: number) =>
    (
      await t.db
        .selectFrom('reward')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const paidEntries = async (id: number) =>
    (
      await t.db
        .selectFrom('ledger_entry')
        .select('id')
        .where('idempotency_key', '=', `reward:${id}`)
        .execute()
    ).length;

  it('expires each lapsed reward once when two sweeps run at once, and never a claimed one', async () => {
    const lapsed = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((ref) => give(`two:${ref}`)),
    );
    const claimed = await give('two:claimed');
    await claimReward(t.db, memberId, claimed.id, new Date());
    const after = new Date(expiry.getTime() + 1);
    const [one, two] = await Promise.all([expireRewards(t.db, after), expireRewards(t.db, after)]);
    expect(one + two).toBe(lapsed.length);
    for (const reward of lapsed) expect(await statusOf(reward.id)).toBe('expired');
    expect(await statusOf(claimed.id)).toBe('claimed');
    expect(await paidEntries(claimed.id)).toBe(1);
  });

  it('pays or expires a reward claimed while the sweep expires it, never both', async () => {
    const rewards = await Promise.all(
      Array.from({ length: 8 }, (_, n) => give(`claim-or-expire:${n}`)),
    );
    const before = (await moneyOf(t.db, 'AURORA', 'downline1')).balance;
    // The claim's clock is just before the expiry, the sweep's just after: both may act.
    const outcomes = await Promise.all(
      rewards.flatMap((reward) => [
        claimReward(t.db, memberId, reward.id, new Date(expiry.getTime() - 1)).then(
          () => 'paid',
          (error: { code?: string }) => error.code ?? 'failed',
        ),
        expireRewards(t.db, new Date(expiry.getTime() + 1)),
      ]),
    );
    let paid = 0;
    for (const [n, reward] of rewards.entries()) {
      const status = await statusOf(reward.id);
      const entries = await paidEntries(reward.id);
      // The claimer is told what happened: paid, or expired.
      expect(outcomes[2 * n]).toBe(status === 'claimed' ? 'paid' : 'REWARD_EXPIRED');
      expect(['claimed', 'expired']).toContain(status);
      expect(entries).toBe(status === 'claimed' ? 1 : 0);
      if (status === 'claimed') paid++;
    }
    expect((await moneyOf(t.db, 'AURORA', 'downline1')).balance).toBe(before + paid * 1_000);
  });
});
