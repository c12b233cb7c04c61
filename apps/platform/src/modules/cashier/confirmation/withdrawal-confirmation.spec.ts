import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_PROOF_BYTES,
  OPERATOR_PATHS,
  withdrawalConfirmationPath,
  withdrawalPath,
  withdrawalProofPath,
  type OperatorWithdrawals,
  type Withdrawal,
  type WithdrawalProofs,
} from '@tessera/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenOf } from '../../../testing/accounts';
import { JPG, multipartBody, PNG, type FilePart } from '../../../testing/multipart';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { testDbKinds } from '../../../testing/test-db';
import { codeOf, decideAs, expectConsistent, readyMember } from '../../../testing/withdrawals';
import { autoReceive } from './confirm-withdrawal';

const OPS_TOKEN = 'ops-token-for-confirmation-tests';
const MINUTE = 60_000;

/** The confirmation form as the site sends it. */
const form = (fields: Record<string, string>, proofs: FilePart[] = [], fileField = 'proof') =>
  multipartBody(fields, proofs, fileField);

describe.each(testDbKinds())('withdrawal confirmation on %s', (kind) => {
  let t: TestApp;
  let proofDir: string;
  let skipped = 0;
  const now = () => new Date(Date.now() + skipped);
  let player: Awaited<ReturnType<typeof readyMember>>;
  beforeAll(async () => {
    proofDir = mkdtempSync(join(tmpdir(), 'tessera-proofs-'));
    t = await startTestApp(kind, undefined, { operatorToken: OPS_TOKEN, now, proofDir });
    player = await readyMember(t.app, t.db, ['AURORA', 'player1', 'player1pass'], 'Player One');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(proofDir, { recursive: true, force: true });
  });
  afterEach(() => {
    skipped = 0;
  });

  /** A withdrawal of player1 that the payout job has paid. */
  async function paidWithdrawal(amount = 10_000): Promise<Withdrawal> {
    const w = valueOf<Withdrawal>(await player.withdraw(amount));
    await decideAs(t.app, OPS_TOKEN, w.id, 'approve');
    await t.jobs.runDue();
    return w;
  }
  const view = async (id: number, token = player.token) =>
    call(t.app, 'AURORA', 'GET', withdrawalPath(id), undefined, { token });
  const confirm = (
    id: number,
    body: { payload: Buffer | string; contentType: string },
    token = player.token,
  ) =>
    t.app.inject({
      method: 'POST',
      url: withdrawalConfirmationPath(id),
      headers: {
        'x-merchant-code': 'AURORA',
        authorization: `Bearer ${token}`,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  const proofRows = async (id: number) =>
    (
      await t.db
        .selectFrom('withdrawal_proof')
        .select('id')
        .where('withdrawal_id', '=', String(id))
        .execute()
    ).length;
  const ops = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${OPS_TOKEN}` } });

  it('shows a paid withdrawal with the time it counts as received', async () => {
    const w = await paidWithdrawal();
    const shown = valueOf<Withdrawal>(await view(w.id));
    expect(shown).toMatchObject({ status: 'paid', confirmation: null });
    const row = await t.db
      .selectFrom('withdrawal')
      .select('paid_at')
      .where('id', '=', String(w.id))
      .executeTakeFirstOrThrow();
    // The merchant's minutes (the default 30) after payment.
    expect(Date.parse(shown.autoReceiveAt ?? '')).toBe(row.paid_at!.getTime() + 30 * MINUTE);
  });

  it('refuses every bad confirmation with its own code, changing nothing', async () => {
    const w = await paidWithdrawal();
    const agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_BYTES)]);
    const cases: [string, { payload: Buffer | string; contentType: string }, number, string][] = [
      [
        'json',
        { payload: '{"outcome":"RECEIVED"}', contentType: 'application/json' },
        400,
        'WITHDRAWAL_CONFIRMATION_INVALID',
      ],
      ['no outcome', await form({}), 400, 'WITHDRAWAL_CONFIRMATION_INVALID'],
      ['bad outcome', await form({ outcome: 'MAYBE' }), 400, 'WITHDRAWAL_CONFIRMATION_INVALID'],
      [
        'extra field',
        await form({ outcome: 'RECEIVED', note: 'x' }),
        400,
        'WITHDRAWAL_CONFIRMATION_INVALID',
      ],
      [
        'other file field',
        await form({ outcome: 'NOT_RECEIVED' }, [{ bytes: PNG }], 'photo'),
        400,
        'WITHDRAWAL_CONFIRMATION_INVALID',
      ],
      ['no proof', await form({ outcome: 'NOT_RECEIVED' }), 400, 'WITHDRAWAL_PROOF_REQUIRED'],
      [
        'proof with received',
        await form({ outcome: 'RECEIVED' }, [{ bytes: PNG }]),
        400,
        'WITHDRAWAL_PROOF_UNEXPECTED',
      ],
      [
        'four proofs',
        await form({ outcome: 'NOT_RECEIVED' }, Array(4).fill({ bytes: PNG })),
        400,
        'WITHDRAWAL_PROOF_TOO_MANY',
      ],
      [
        'too big',
        await form({ outcome: 'NOT_RECEIVED' }, [{ bytes: big }]),
        413,
        'WITHDRAWAL_PROOF_TOO_LARGE',
      ],
      [
        'text named png',
        await form({ outcome: 'NOT_RECEIVED' }, [{ bytes: Buffer.from('not an image') }]),
        415,
        'WITHDRAWAL_PROOF_NOT_IMAGE',
      ],
      [
        'gif',
        await form({ outcome: 'NOT_RECEIVED' }, [{ bytes: Buffer.from('GIF89a\x01\x00\x01\x00') }]),
        415,
        'WITHDRAWAL_PROOF_NOT_IMAGE',
      ],
      [
        'boundary too long',
        { payload: 'x', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` },
        400,
        'WITHDRAWAL_CONFIRMATION_INVALID',
      ],
      [
        'no boundary',
        { payload: 'x', contentType: 'multipart/form-data' },
        400,
        'WITHDRAWAL_CONFIRMATION_INVALID',
      ],
      [
        'cut off',
        {
          payload: '--b\r\ncontent-disposition: form-data; name="outcome"\r\n\r\nREC',
          contentType: 'multipart/form-data; boundary=b',
        },
        400,
        'WITHDRAWAL_CONFIRMATION_INVALID',
      ],
    ];
    for (const [label, body, status, code] of cases)
      expect(codeOf(await confirm(w.id, body)), label).toEqual([status, code]);
    const received = await form({ outcome: 'RECEIVED' });
    expect(codeOf(await confirm(w.id, received, agent))).toEqual([404, 'WITHDRAWAL_NOT_FOUND']);
    expect(codeOf(await view(w.id, agent))).toEqual([404, 'WITHDRAWAL_NOT_FOUND']);
    expect(codeOf(await confirm(999_999, received))).toEqual([404, 'WITHDRAWAL_NOT_FOUND']);
    expect(valueOf<Withdrawal>(await view(w.id))).toMatchObject({
      status: 'paid',
      confirmation: null,
    });
    expect(await proofRows(w.id)).toBe(0);
    expect(readdirSync(proofDir)).toEqual([]);
  });

  it('offers a member no way to cancel a requested withdrawal (UKGC RTS 14B)', async () => {
    const w = valueOf<Withdrawal>(await player.withdraw(5_000));
    const del = await call(t.app, 'AURORA', 'DELETE', withdrawalPath(w.id), undefined, {
      token: player.token,
    });
    expect(codeOf(del)).toEqual([404, 'NOT_FOUND']);
    // Confirming is for paid withdrawals only.
    expect(
      codeOf(await confirm(w.id, await form({ outcome: 'NOT_RECEIVED' }, [{ bytes: PNG }]))),
    ).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
    expect(valueOf<Withdrawal>(await view(w.id))).toMatchObject({
      status: 'requested',
      autoReceiveAt: null,
    });
    // Settled by the operator, so later tests' sweeps see only their own withdrawals.
    await decideAs(t.app, OPS_TOKEN, w.id, 'reject');
  });

  it('opens a dispute with proof images the operator can fetch; a second confirmation is refused', async () => {
    const w = await paidWithdrawal();
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    const proofs = [{ bytes: PNG }, { bytes: JPG, name: 'photo.jpg', type: 'image/jpeg' }];
    const disputed = valueOf<Withdrawal>(
      await confirm(w.id, await form({ outcome: 'NOT_RECEIVED' }, proofs)),
    );
    expect(disputed).toMatchObject({
      status: 'disputed',
      autoReceiveAt: null,
      confirmation: { outcome: 'NOT_RECEIVED', by: 'member' },
    });
    const queue = valueOf<OperatorWithdrawals>(
      await ops(`${OPERATOR_PATHS.withdrawals}?status=disputed`),
    ).list;
    expect(queue.map((row) => row.id)).toContain(w.id);
    const listed = valueOf<WithdrawalProofs>(await ops(withdrawalProofPath(w.id))).list;
    expect(listed.map((p) => [p.mediaType, p.size])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPG.length],
    ]);
    const image = await ops(withdrawalProofPath(w.id, listed[1]!.id));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(JPG)).toBe(true);
    expect(codeOf(await ops(withdrawalProofPath(w.id, 999_999)))).toEqual([
      404,
      'WITHDRAWAL_PROOF_NOT_FOUND',
    ]);
    // Proofs are never served without the operator token.
    expect(
      (await t.app.inject({ method: 'GET', url: withdrawalProofPath(w.id, listed[0]!.id) }))
        .statusCode,
    ).toBe(401);

    expect(codeOf(await confirm(w.id, await form({ outcome: 'RECEIVED' })))).toEqual([
      409,
      'WITHDRAWAL_STATE_CONFLICT',
    ]);
    // A dispute moves no money: the amount left the wallet when it was paid.
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before);
    expectConsistent(before);
  });

  it('records received and partly received (a dispute without proof)', async () => {
    const [a, b] = [await paidWithdrawal(), await paidWithdrawal()];
    const received = valueOf<Withdrawal>(await confirm(a.id, await form({ outcome: 'RECEIVED' })));
    expect(received).toMatchObject({ status: 'received', confirmation: { outcome: 'RECEIVED' } });
    const partly = valueOf<Withdrawal>(
      await confirm(b.id, await form({ outcome: 'PARTLY_RECEIVED' })),
    );
    expect(partly).toMatchObject({
      status: 'disputed',
      confirmation: { outcome: 'PARTLY_RECEIVED' },
    });
  });

  it('counts an unconfirmed withdrawal as received after 30 minutes, without a refund', async () => {
    const w = await paidWithdrawal();
    const before = await moneyOf(t.db, 'AURORA', 'player1');
    skipped = 29 * MINUTE;
    await t.jobs.runDue();
    expect(valueOf<Withdrawal>(await view(w.id)).status).toBe('paid');
    skipped = 31 * MINUTE;
    await t.jobs.runDue();
    const row = await t.db
      .selectFrom('withdrawal')
      .select(['status', 'outcome', 'confirmed_by'])
      .where('id', '=', String(w.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'received', outcome: 'RECEIVED', confirmed_by: 'auto' });
    expect(await moneyOf(t.db, 'AURORA', 'player1')).toEqual(before);
  });

  it('refuses a confirmation after the deadline even before the sweep ran', async () => {
    const w = await paidWithdrawal();
    const late = await form({ outcome: 'NOT_RECEIVED' }, [{ bytes: PNG }]);
    skipped = 31 * MINUTE;
    // Signed-in calls are sealed with real time; the confirmation call is not sealed.
    expect(codeOf(await confirm(w.id, late))).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
    expect(await proofRows(w.id)).toBe(0);
  });

  it.each([
    ['10 confirmations and the auto-receive sweep', true],
    ['10 confirmations', false],
  ])('records exactly one outcome when %s race', async (_, withSweep) => {
    const w = await paidWithdrawal();
    const files = readdirSync(proofDir).length;
    const outcomes = ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'] as const;
    const bodies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const outcome = outcomes[i % 3]!;
        return form({ outcome }, outcome === 'NOT_RECEIVED' ? [{ bytes: PNG }] : []);
      }),
    );
    // The sweep runs at a time past the deadline, the confirmations before it.
    const due = new Date(Date.now() + 31 * MINUTE);
    const [, ...replies] = await Promise.all([
      withSweep ? autoReceive(t.db, due) : 0,
      ...bodies.map((body) => confirm(w.id, body)),
    ]);
    const won = replies.filter((res) => res.statusCode === 200);
    for (const res of replies.filter((r) => r.statusCode !== 200))
      expect(codeOf(res)).toEqual([409, 'WITHDRAWAL_STATE_CONFLICT']);
    const row = await t.db
      .selectFrom('withdrawal')
      .select(['status', 'outcome', 'confirmed_by'])
      .where('id', '=', String(w.id))
      .executeTakeFirstOrThrow();
    // One winner: a member's confirmation (one 200) or the sweep (none).
    expect(won.length).toBe(row.confirmed_by === 'member' ? 1 : 0);
    if (!withSweep) expect(won).toHaveLength(1);
    const winner = won[0] ? valueOf<Withdrawal>(won[0]).confirmation : null;
    expect(row.outcome).toBe(winner ? winner.outcome : 'RECEIVED');
    // Only the winner's proof is kept: refused confirmations removed theirs.
    const kept = winner?.outcome === 'NOT_RECEIVED' ? 1 : 0;
    expect(await proofRows(w.id)).toBe(kept);
    expect(readdirSync(proofDir).length).toBe(files + kept);
  });
});
