import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withdrawalDecisionPath, type Withdrawal } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../../testing/requests';
import { moneyOf } from '../../../testing/sandbox';
import { startServerProcess, type ServerProcess } from '../../../testing/server-process';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { expectConsistent, readyMember } from '../../../testing/withdrawals';

const OPS_TOKEN = 'ops-token-for-the-restart-test';

function startServer(databaseUrl: string, proofDir: string): Promise<ServerProcess> {
  return startServerProcess(databaseUrl, { OPERATOR_TOKEN: OPS_TOKEN, PROOF_DIR: proofDir });
}

// A real process on a real PostgreSQL: only when DATABASE_URL is set.
describe.skipIf(!process.env.DATABASE_URL)('a payout across a kill -9 and a restart', () => {
  let t: TestApp;
  let proofDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    proofDir = mkdtempSync(join(tmpdir(), 'tessera-restart-proofs-'));
    t = await startTestApp('postgres', undefined, { operatorToken: OPS_TOKEN });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await t?.close();
    rmSync(proofDir, { recursive: true, force: true });
  });

  it('ends paid exactly once, with the balance equal to the ledger', async () => {
    const player = await readyMember(
      t.app,
      t.db,
      ['LUMEN', 'player1', 'player1pass'],
      'Juan Dela Cruz',
    );
    const start = await moneyOf(t.db, 'LUMEN', 'player1');
    const requested = valueOf<Withdrawal>(await player.withdraw(40_000));

    // The server approves (queuing the payout job in the same transaction) and dies at once.
    server = await startServer(t.url!, proofDir);
    const approved = await fetch(new URL(withdrawalDecisionPath(requested.id), server.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    server.child.kill('SIGKILL');
    expect(approved.status).toBe(200);
    await server.exited;

    // Whatever the first process got done, the next one finishes the payout.
    server = await startServer(t.url!, proofDir);
    const paidAlready = async () =>
      (
        await t.db
          .selectFrom('withdrawal')
          .select('status')
          .where('id', '=', String(requested.id))
          .executeTakeFirstOrThrow()
      ).status === 'paid';
    if (!(await paidAlready()))
      await server.logged((line) => line.msg === 'job done' && line.queue === 'payments.payout');
    expect(await paidAlready()).toBe(true);

    const entries = await t.db
      .selectFrom('ledger_entry')
      .select('kind')
      .where('idempotency_key', 'like', `withdrawal:${requested.id}:%`)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.kind)).toEqual(['WITHDRAW_HOLD', 'WITHDRAW_PAID']);
    const end = await moneyOf(t.db, 'LUMEN', 'player1');
    expect(end).toMatchObject({ balance: start.balance - 40_000, held: start.held });
    expectConsistent(end);
  }, 120_000);
});
