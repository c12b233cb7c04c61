import {
  CASHIER_DESK_PATHS,
  adjustmentDecisionPath,
  deskDepositPath,
  deskThresholdsPath,
  deskWithdrawalPath,
  memberAdjustmentsPath,
  withdrawalDecisionPath,
  type AdjustmentOutcome,
  type DecidedWithdrawal,
  type DeskDepositDetail,
  type DeskDepositPage,
  type DeskThresholds,
  type DeskWithdrawalDetail,
  type DeskWithdrawalPage,
  type Envelope,
  type MerchantDeskThresholds,
  type PendingAdjustment,
  type PendingAdjustmentPage,
  type Withdrawal,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { readyMember } from '../../../testing/withdrawals';

const TOKEN = 'ops-token-for-money-desk-tests';
/** A test-only header naming the acting staff member (see `actingAs`). */
const ACTOR_HEADER = 'x-test-actor';
const MERCHANT = 'AURORA';

/**
 * Every request's actor is the operator token's service account until staff accounts exist; for
 * two different people this test app sets `request.auditActor` from a test header, after the
 * guard admitted the token (a root preHandler runs after every onRequest hook).
 */
function actingAs(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const id = request.headers[ACTOR_HEADER];
    if (typeof id === 'string' && request.auditActor)
      request.auditActor = { kind: 'staff', id, name: `staff:${id}` };
  });
}

const codeOf = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.json<Envelope<null>>().code}`;

describe.each(testDbKinds())('the money desk on %s', (kind) => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof readyMember>>;
  let agentId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, actingAs, { operatorToken: TOKEN });
    player = await readyMember(t.app, t.db, [MERCHANT, 'player1', 'player1pass'], 'Player One');
    agentId = (await moneyOf(t.db, MERCHANT, 'agent1')).memberId;
  }, 120_000);
  afterAll(() => t?.close());

  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, actor?: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${TOKEN}`, ...(actor ? { [ACTOR_HEADER]: actor } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setThresholds = async (next: DeskThresholds) =>
    valueOf<MerchantDeskThresholds>(await ops('PUT', deskThresholdsPath(MERCHANT), next));
  const queue = async (query: string) =>
    valueOf<DeskWithdrawalPage>(await ops('GET', `${CASHIER_DESK_PATHS.withdrawals}?${query}`));
  const withdraw = async (amount: number) => valueOf<Withdrawal>(await player.withdraw(amount));
  const approve = (id: number, actor?: string) =>
    ops('POST', withdrawalDecisionPath(id), { action: 'approve' }, actor);
  const OFF: DeskThresholds = {
    withdrawalFourEyes: null,
    adjustmentFourEyes: null,
    riskAmount: null,
  };

  it('reads and sets a merchant’s thresholds, refusing bad ones', async () => {
    expect(valueOf(await ops('GET', deskThresholdsPath(MERCHANT)))).toEqual({
      merchantCode: MERCHANT,
      ...OFF,
    });
    const set = { withdrawalFourEyes: 50_000, adjustmentFourEyes: 100_000, riskAmount: 25_000 };
    expect(await setThresholds(set)).toEqual({ merchantCode: MERCHANT, ...set });
    expect(valueOf(await ops('GET', deskThresholdsPath(MERCHANT)))).toEqual({
      merchantCode: MERCHANT,
      ...set,
    });
    for (const bad of [
      { ...set, riskAmount: -1 },
      { ...set, riskAmount: '100' },
      { ...set, riskAmount: 1.5 },
      { withdrawalFourEyes: 1 },
    ])
      expect(codeOf(await ops('PUT', deskThresholdsPath(MERCHANT), bad))).toBe('400 BAD_REQUEST');
    expect(codeOf(await ops('GET', deskThresholdsPath('NOPE')))).toBe('404 MERCHANT_UNKNOWN');
    expect(codeOf(await ops('PUT', deskThresholdsPath('NOPE'), set))).toBe('404 MERCHANT_UNKNOWN');
    await setThresholds(OFF);
  });

  it('pages, sorts and filters the withdrawal queue, each row with its flags', async () => {
    await setThresholds({ ...OFF, riskAmount: 35_000 });
    const first = await withdraw(30_000);
    const second = await withdraw(40_000);
    const page = await queue(`merchant=${MERCHANT}&status=requested&sort=amount&order=asc`);
    expect(page.total).toBe(2);
    expect(page.items.map((row) => row.id)).toEqual([first.id, second.id]);
    const [a, b] = page.items;
    expect(a).toMatchObject({
      merchantCode: MERCHANT,
      memberId: player.memberId,
      account: 'player1',
      status: 'requested',
      amount: 30_000,
      method: 'Sandbox Wallet',
      methodKind: 'ewallet',
      approvals: { count: 0, required: 1 },
    });
    expect(a?.ageSeconds).toBeGreaterThanOrEqual(0);
    // Its payee account was bound just before: PAYEE_CHANGED; its first: FIRST_WITHDRAWAL.
    expect(a?.flags).toEqual(['FIRST_WITHDRAWAL', 'PAYEE_CHANGED']);
    expect(b?.flags).toEqual(['OVER_THRESHOLD', 'PAYEE_CHANGED']);
    // Sort, page, amount range, method and flag filters.
    const desc = await queue(`merchant=${MERCHANT}&sort=amount&order=desc&pageSize=1&page=2`);
    expect(desc).toMatchObject({ total: 2, page: 2, pageSize: 1, scanCapped: false });
    expect(desc.items.map((row) => row.id)).toEqual([first.id]);
    expect((await queue('minAmount=35000')).items.map((row) => row.id)).toEqual([second.id]);
    expect((await queue('maxAmount=35000')).items.map((row) => row.id)).toEqual([first.id]);
    expect((await queue('method=Other')).total).toBe(0);
    expect((await queue('merchant=LUMEN')).total).toBe(0);
    const flagged = await queue(`merchant=${MERCHANT}&flag=OVER_THRESHOLD`);
    expect(flagged.items.map((row) => row.id)).toEqual([second.id]);
    expect(flagged.total).toBe(1);
    expect((await queue('flag=FIRST_WITHDRAWAL')).items.map((row) => row.id)).toEqual([first.id]);
    // Rows of other facts: another member signing in from the player's IP; turnover added after
    // the request; a deposit credited with no round played before the request.
    await t.db
      .insertInto('login_history')
      .values([
        {
          member_id: player.memberId,
          at: new Date(),
          ip: '203.0.113.9',
          device: 'Chrome on Windows',
          outcome: 'success',
        },
        {
          member_id: agentId,
          at: new Date(),
          ip: '203.0.113.9',
          device: 'Chrome on Windows',
          outcome: 'success',
        },
      ])
      .execute();
    const methodId = (
      await t.db
        .selectFrom('payment_method')
        .select('id')
        .where('merchant_code', '=', MERCHANT)
        .executeTakeFirstOrThrow()
    ).id;
    // Credited just before the first request, nothing played between.
    const creditedAt = new Date(new Date(first.createdAt).getTime() - 1_000);
    await t.db
      .insertInto('deposit')
      .values({
        member_id: player.memberId,
        merchant_code: MERCHANT,
        method_id: methodId,
        amount: 50_000,
        currency: 'BDT',
        status: 'approved',
        provider: 'sandbox',
        provider_ref: 'desk-spec-1',
        instructions: 'null',
        created_at: creditedAt,
        updated_at: creditedAt,
        decided_at: creditedAt,
        expires_at: creditedAt,
      })
      .execute();
    const credit = await ops('POST', memberAdjustmentsPath(player.memberId), {
      amount: 1_000,
      reasonCode: 'bonus',
      reason: 'Desk spec bonus',
      requestId: 'desk-bonus-1',
      turnoverRequired: 5_000,
    });
    expect(codeOf(credit)).toBe('200 OK');
    const now = await queue(`merchant=${MERCHANT}&sort=amount&order=asc`);
    expect(now.items[0]?.flags).toEqual([
      'FIRST_WITHDRAWAL',
      'PAYEE_CHANGED',
      'TURNOVER_UNMET',
      'NO_PLAY_SINCE_DEPOSIT',
      'SHARED_IP_OR_DEVICE',
    ]);
    // The drawer: the row, proofs (none yet), the player's 30 days with the shared account.
    const detail = valueOf<DeskWithdrawalDetail>(await ops('GET', deskWithdrawalPath(first.id)));
    expect(detail.row.id).toBe(first.id);
    expect(detail.withdrawal).toMatchObject({ id: first.id, accountNumber: '01712345678' });
    expect(detail.proofs).toEqual([]);
    expect(detail.approvedBy).toEqual([]);
    expect(detail.player).toMatchObject({
      memberId: player.memberId,
      account: 'player1',
      depositTotal: { count: 1, amount: 50_000 },
      withdrawalTotal: { count: 2, amount: 70_000 },
      turnoverLeft: 5_000,
      sharedAccounts: [{ memberId: agentId, account: 'agent1', via: 'ip', value: '203.0.113.9' }],
    });
    expect(detail.player.withdrawals.map((w) => w.id).sort()).toEqual([first.id, second.id].sort());
    expect(codeOf(await ops('GET', deskWithdrawalPath(999_999_999)))).toBe(
      '404 WITHDRAWAL_NOT_FOUND',
    );
    expect(codeOf(await ops('GET', '/ops/desk/withdrawals/abc'))).toBe('400 BAD_REQUEST');
    // The deposit queue and drawer.
    const deposits = valueOf<DeskDepositPage>(
      await ops('GET', `${CASHIER_DESK_PATHS.deposits}?merchant=${MERCHANT}&status=approved`),
    );
    expect(deposits.items[0]).toMatchObject({
      memberId: player.memberId,
      account: 'player1',
      amount: 50_000,
      flags: ['OVER_THRESHOLD', 'SHARED_IP_OR_DEVICE'],
    });
    const depositId = deposits.items[0]?.id ?? 0;
    const drawer = valueOf<DeskDepositDetail>(await ops('GET', deskDepositPath(depositId)));
    expect(drawer.player.depositTotal.count).toBe(1);
    expect(codeOf(await ops('GET', deskDepositPath(999_999_999)))).toBe('404 DEPOSIT_NOT_FOUND');
    // Clean up: the requirement waived, both rejected, the hold released (later tests withdraw again).
    await t.db
      .updateTable('turnover_requirement')
      .set({ waived_at: new Date() })
      .where('member_id', '=', player.memberId)
      .execute();
    for (const id of [first.id, second.id])
      expect(codeOf(await ops('POST', withdrawalDecisionPath(id), { action: 'reject' }))).toBe(
        '200 OK',
      );
  });

  it('refuses malformed queue queries with 400', async () => {
    for (const query of [
      'page=0',
      'pageSize=201',
      'sort=age',
      'order=up',
      'flag=NOPE',
      'status=lost',
      'minAmount=-1',
      'minAmount=abc',
      'page=1.5',
    ]) {
      expect(codeOf(await ops('GET', `${CASHIER_DESK_PATHS.withdrawals}?${query}`))).toBe(
        '400 BAD_REQUEST',
      );
      expect(codeOf(await ops('GET', `${CASHIER_DESK_PATHS.deposits}?${query}`))).toBe(
        '400 BAD_REQUEST',
      );
    }
  });

  it('needs two different people to approve a withdrawal above the four-eyes amount', async () => {
    await setThresholds({ ...OFF, withdrawalFourEyes: 25_000 });
    const big = await withdraw(30_000);
    const firstApproval = await approve(big.id, 'alice');
    expect(codeOf(firstApproval)).toBe('200 OK');
    expect(valueOf<DecidedWithdrawal>(firstApproval)).toMatchObject({
      status: 'requested',
      approvals: { count: 1, required: 2 },
    });
    // The same person again: refused, nothing changes.
    const again = await approve(big.id, 'alice');
    expect(codeOf(again)).toBe('409 SAME_APPROVER');
    expect((await queue(`status=requested`)).items.find((r) => r.id === big.id)?.approvals).toEqual(
      { count: 1, required: 2 },
    );
    // A second, different person: approved, the payout queued.
    const second = valueOf<DecidedWithdrawal>(await approve(big.id, 'bob'));
    expect(second).toMatchObject({ status: 'approved', approvals: { count: 2, required: 2 } });
    expect(codeOf(await approve(big.id, 'carol'))).toBe('409 WITHDRAWAL_STATE_CONFLICT');
    const detail = valueOf<DeskWithdrawalDetail>(await ops('GET', deskWithdrawalPath(big.id)));
    expect(detail.approvedBy.map((a) => a.actor.name)).toEqual(['staff:alice', 'staff:bob']);
    // At or under the amount one approval is enough.
    const small = await withdraw(25_000);
    const one = valueOf<DecidedWithdrawal>(await approve(small.id, 'alice'));
    expect(one.status).toBe('approved');
    expect(one.approvals).toBeUndefined();
    await setThresholds(OFF);
  });

  it('holds an adjustment above the four-eyes amount until a second person approves it, once', async () => {
    await setThresholds({ ...OFF, adjustmentFourEyes: 10_000 });
    const before = await moneyOf(t.db, MERCHANT, 'player1');
    const body = {
      amount: 20_000,
      reasonCode: 'goodwill',
      reason: 'Held credit',
      requestId: 'held-0001',
    };
    const held = valueOf<AdjustmentOutcome>(
      await ops('POST', memberAdjustmentsPath(player.memberId), body, 'alice'),
    );
    expect(held).toMatchObject({
      state: 'pending',
      pending: {
        status: 'pending',
        amount: 20_000,
        reasonCode: 'goodwill',
        reason: 'Held credit',
        requestedBy: { kind: 'staff', id: 'alice' },
        ledgerEntryId: null,
      },
    });
    if (held.state !== 'pending') throw new Error('not held');
    const id = held.pending.id;
    // A retry answers the same held row; other content with its requestId is a conflict.
    expect(
      valueOf<AdjustmentOutcome>(await ops('POST', memberAdjustmentsPath(player.memberId), body)),
    ).toEqual(held);
    expect(
      codeOf(
        await ops('POST', memberAdjustmentsPath(player.memberId), { ...body, amount: 20_001 }),
      ),
    ).toBe('409 REQUEST_ID_CONFLICT');
    expect((await moneyOf(t.db, MERCHANT, 'player1')).balance).toBe(before.balance);
    const listed = valueOf<PendingAdjustmentPage>(
      await ops('GET', `${CASHIER_DESK_PATHS.adjustments}?merchant=${MERCHANT}`),
    );
    expect(listed.items.map((row) => row.id)).toContain(id);
    // The requester cannot approve it; a second person does, once.
    const decide = (action: string, actor: string) =>
      ops('POST', adjustmentDecisionPath(id), { action }, actor);
    expect(codeOf(await decide('approve', 'alice'))).toBe('409 SAME_APPROVER');
    const approved = valueOf<PendingAdjustment>(await decide('approve', 'bob'));
    expect(approved).toMatchObject({
      status: 'approved',
      decidedBy: { kind: 'staff', id: 'bob', name: 'staff:bob' },
    });
    expect(approved.ledgerEntryId).toEqual(expect.any(Number));
    expect(codeOf(await decide('approve', 'carol'))).toBe('409 ADJUSTMENT_STATE_CONFLICT');
    expect(codeOf(await decide('reject', 'carol'))).toBe('409 ADJUSTMENT_STATE_CONFLICT');
    const entries = await t.db
      .selectFrom('ledger_entry')
      .select(['id', 'amount'])
      .where('idempotency_key', '=', `adjustment:${player.memberId}:held-0001`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(Number(entries[0]?.id)).toBe(approved.ledgerEntryId);
    const after = await moneyOf(t.db, MERCHANT, 'player1');
    expect(after.balance).toBe(before.balance + 20_000);
    expect(after.ledgerSum).toBe(after.balance);
    // A retry of the request after approval still books nothing more.
    await ops('POST', memberAdjustmentsPath(player.memberId), body);
    expect((await moneyOf(t.db, MERCHANT, 'player1')).balance).toBe(after.balance);
    // Rejected: nothing booked. Under the amount: booked at once.
    const other = valueOf<AdjustmentOutcome>(
      await ops('POST', memberAdjustmentsPath(player.memberId), {
        ...body,
        requestId: 'held-0002',
      }),
    );
    if (other.state !== 'pending') throw new Error('not held');
    const rejected = valueOf<PendingAdjustment>(
      await ops('POST', adjustmentDecisionPath(other.pending.id), { action: 'reject', note: 'No' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'No', ledgerEntryId: null });
    const small = valueOf<AdjustmentOutcome>(
      await ops('POST', memberAdjustmentsPath(player.memberId), {
        ...body,
        amount: -10_000,
        requestId: 'small-0001',
      }),
    );
    expect(small).toMatchObject({ state: 'booked', amount: -10_000 });
    expect((await moneyOf(t.db, MERCHANT, 'player1')).balance).toBe(after.balance - 10_000);
    // Malformed decisions and unknown ids.
    for (const bad of [{ action: 'maybe' }, {}, { action: 'reject', note: '' }, { action: 1 }])
      expect(codeOf(await ops('POST', adjustmentDecisionPath(id), bad))).toBe('400 BAD_REQUEST');
    expect(codeOf(await ops('POST', adjustmentDecisionPath(999_999), { action: 'approve' }))).toBe(
      '404 ADJUSTMENT_NOT_FOUND',
    );
    expect(codeOf(await ops('GET', `${CASHIER_DESK_PATHS.adjustments}?status=lost`))).toBe(
      '400 BAD_REQUEST',
    );
    await setThresholds(OFF);
  });
});
