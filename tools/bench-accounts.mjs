#!/usr/bin/env node
// `node tools/bench-accounts.mjs [--seconds 10] [--concurrency 8] [--balance-calls 2000]`:
// starts the built platform (apps/platform/dist/main.js) on 127.0.0.1 with in-memory PGlite,
// and also on a throwaway PostgreSQL database when DATABASE_URL is set; measures sealed logins
// of the seeded AURORA player1 (sequential, then concurrent) and balance calls; prints a table.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  login as signIn,
  startPlatform,
  stopPlatform,
  onThrowawayDatabase,
  timeCalls,
} from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    'balance-calls': { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const BALANCE_CALLS = Number(values['balance-calls']);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const PAYLOAD_KEY = 'tessera-demo-payload-key';
const LOGIN = { type: 'username', site: 'member', username: 'player1', password: 'player1pass' };

if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npx nx run @tessera/platform:build\` first`);
  process.exit(1);
}

const login = (base) => signIn(base, MERCHANT, LOGIN, PAYLOAD_KEY);

/** Logs in repeatedly for `seconds` on `workers` parallel loops; returns logins per second. */
async function loginRate(base, seconds, workers) {
  const end = performance.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        await login(base);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

function balanceLatency(base, token, calls) {
  return timeCalls(calls, async () => {
    const res = await fetch(`${base}/wps/v2/wallets/balance`, {
      headers: { 'x-merchant-code': MERCHANT, authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`balance failed: ${res.status}`);
  });
}

async function bench(label, env) {
  const { base, child } = await startPlatform(MAIN, env);
  try {
    const token = await login(base);
    const sequential = await loginRate(base, SECONDS / 2, 1);
    const concurrent = await loginRate(base, SECONDS / 2, CONCURRENCY);
    const { p50, p99 } = await balanceLatency(base, token, BALANCE_CALLS);
    return {
      database: label,
      'logins/s (1)': sequential.toFixed(1),
      [`logins/s (${CONCURRENCY})`]: concurrent.toFixed(1),
      'balance p50 ms': p50.toFixed(2),
      'balance p99 ms': p99.toFixed(2),
    };
  } finally {
    await stopPlatform(child);
  }
}

const rows = [await bench('pglite (memory)', { PGLITE_DIR: 'memory', DATABASE_URL: '' })];
await onThrowawayDatabase(async (url) => {
  rows.push(await bench('postgresql', { DATABASE_URL: url }));
});
console.table(rows);
