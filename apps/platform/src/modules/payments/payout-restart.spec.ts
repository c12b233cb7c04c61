import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { withdrawalDecisionPath, type Withdrawal } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/requests';
import { moneyOf } from '../../testing/sandbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { expectConsistent, readyMember } from '../../testing/withdrawals';

const OPS_TOKEN = 'ops-token-for-the-restart-test';

/** A real platform process (`tsx src/main.ts`) on the test's PostgreSQL database. */
interface Server {
  child: ChildProcess;
  url: string;
  /** Resolves when a log line matches, including lines logged before the call. */
  logged(match: (line: Record<string, unknown>) => boolean): Promise<void>;
  exited: Promise<void>;
}

function startServer(databaseUrl: string, proofDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'info',
      OPERATOR_TOKEN: OPS_TOKEN,
      PROOF_DIR: proofDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logged = async (match: (line: Record<string, unknown>) => boolean) => {
    while (!lines.some(match)) {
      const next = new Promise<void>((resolve) => waiters.push(resolve));
      await Promise.race([next, exited.then(() => Promise.reject(new Error('server exited')))]);
    }
  };
  return logged((line) => String(line.msg).startsWith('Server listening at')).then(() => {
    const listening = lines.find((line) => String(line.msg).startsWith('Server listening at'));
    return {
      child,
      url: String(listening?.msg).replace('Server listening at ', ''),
      logged,
      exited,
    };
  });
}

// A real process on a real PostgreSQL: only when DATABASE_URL is set.
describe.skipIf(!process.env.DATABASE_URL)('a payout across a kill -9 and a restart', () => {
  let t: TestApp;
  let proofDir: string;
  let server: Server | undefined;
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
