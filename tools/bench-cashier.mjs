#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-cashier.mjs [--seconds 10] [--concurrency 32]`:
// starts the built platform (apps/platform/dist/main.js) on a throwaway PostgreSQL database and
// prints, at the given concurrency:
//   - wallet balance calls: requests/s and p50/p99;
//   - deposit callbacks (signed, each settling one pending deposit): callbacks/s and p99;
//   - seamless-wallet bets (vendor debits, one member per worker): bets/s and p99, beside
//     pgbench's built-in TPC-B run at the same concurrency on the same server, since a bet is
//     one short transaction too and the ratio says more than the figure on a shared machine;
//   - then tools/bench-records.mjs: the account record over 1,000,000 ledger entries of one
//     member (recent, old, deep and 92-day pages with their totals, one request at a time).
// The members, deposits and ledger rows it needs are written straight into the throwaway
// database (the bench measures the calls, not the sign-up flow).
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchMembers,
  load,
  measureCpu,
  pgbenchRun,
  requestJson,
  requirePostgresAndBuild,
  login as sealedLogin,
  onThrowawayDatabase,
  startPlatform,
  stopPlatform,
} from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
    'ledger-rows': { type: 'string', default: '1000000' },
    cases: { type: 'string', default: 'balance,callbacks,bets,records' },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const LEDGER_ROWS = Number(values['ledger-rows']);
const CASES = new Set(values.cases.split(','));
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const PAYLOAD_KEY = 'tessera-demo-payload-key';
const PAY_SECRET = 'bench-sandbox-pay-secret';
const VENDOR_KEY = 'bench-vendor-key-0123456789';
const PASSWORD = 'player1pass';
const HEADERS = { 'x-merchant-code': MERCHANT };

requirePostgresAndBuild(MAIN);

// node:http with a keep-alive agent rather than fetch: the load generator shares the 2 cores
// with the platform and PostgreSQL, and fetch costs it about twice the CPU per call.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Calls the platform and returns the envelope's value; throws on anything but 200. */
function call(base, method, path, { token, body, headers = {} } = {}) {
  const all = { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers };
  return requestJson(agent, base, method, path, { headers: all, body }).then(
    (reply) => reply.value,
  );
}

const login = (base, username) =>
  sealedLogin(
    base,
    MERCHANT,
    { type: 'username', site: 'member', username, password: PASSWORD },
    PAYLOAD_KEY,
  );

async function balanceCalls(base, tokens) {
  return load(SECONDS, CONCURRENCY, (worker) =>
    call(base, 'GET', '/wps/v2/wallets/balance', { token: tokens[worker % tokens.length] }),
  );
}

/** Pending sandbox deposits, written directly, for the callbacks to settle. */
async function pendingDeposits(sql, memberIds, count) {
  const { rows } = await sql.query(
    `insert into deposit (member_id, merchant_code, method_id, amount, currency, status, provider, provider_ref, expires_at)
     select ($1::bigint[])[1 + g % array_length($1::bigint[], 1)], $2, m.id, 10000, 'BDT', 'pending',
            'sandbox', 'SBX' || upper(lpad(to_hex(g), 32, '0')),
            now() + interval '1 day'
     from generate_series(1, $3::int) g
     cross join lateral (select id from payment_method where merchant_code = $2 and kind = 'redirect' order by sort limit 1) m
     returning provider_ref`,
    [memberIds, MERCHANT, count],
  );
  return rows.map((row) => row.provider_ref);
}

async function depositCallbacks(base, references) {
  let next = 0;
  return load(SECONDS, CONCURRENCY, async () => {
    const reference = references[next++];
    if (!reference) throw new Error('The bench ran out of pending deposits: raise their count');
    const event = { reference, amount: 10000, outcome: 'approved' };
    const timestamp = Date.now();
    const signature = createHmac('sha256', PAY_SECRET)
      .update(`v1|${timestamp}|${event.reference}|${event.amount}|${event.outcome}`)
      .digest('hex');
    const value = await call(base, 'POST', '/sandbox/pay/callback', {
      body: event,
      headers: { 'x-sandbox-timestamp': String(timestamp), 'x-sandbox-signature': signature },
    });
    if (value.status !== 'approved') throw new Error(`deposit ${reference} is ${value.status}`);
  });
}

async function bets(base, launches) {
  return load(SECONDS, launches.length, (worker, i) =>
    call(base, 'POST', '/sandbox/wallet/debit', {
      token: launches[worker],
      headers: { 'x-vendor-key': VENDOR_KEY },
      body: { txnId: `bench-${worker}-${i}`, roundId: `bench-${worker}-${i}`, amount: 100 },
    }),
  );
}

/** A row of the table: calls per second, latency, and CPU ms per call when measured. */
const row = (name, figures) => ({
  case: name,
  'per s': figures.rate.toFixed(0),
  'p50 ms': figures.p50?.toFixed(2) ?? '',
  'p99 ms': figures.p99?.toFixed(2) ?? '',
  'CPU ms/call': figures.cpuPerCall?.toFixed(3) ?? '',
  'of it platform': figures.platformShare ? `${(figures.platformShare * 100).toFixed(0)} %` : '',
});

await onThrowawayDatabase(async (url) => {
  const pgbench = CASES.has('bets') ? await pgbenchRun(url, CONCURRENCY, SECONDS) : null;
  const { base, child } = await startPlatform(MAIN, {
    DATABASE_URL: url,
    SANDBOX_PAY_SECRET: PAY_SECRET,
  });
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    const vendorKeyHash = createHash('sha256').update(VENDOR_KEY).digest('hex');
    await sql.query(`update vendor_api_key set key_hash = $1 where vendor = 'SANDBOX'`, [
      vendorKeyHash,
    ]);
    const members = await benchMembers(sql, MERCHANT, 'benchbet', CONCURRENCY, 1_000_000_000);
    const tokens = [];
    for (const member of members) tokens.push(await login(base, member.account));
    const { rows: games } = await sql.query(
      `select game_code from game where vassalage = 'PG' and game_classify <> 'CRASH' and not maintenance order by sort limit 1`,
    );
    const launches = [];
    for (const token of tokens) {
      const { url: page } = await call(base, 'POST', '/wps/game/launchGame', {
        token,
        body: { gameCode: games[0].game_code, vassalage: 'PG', language: 'en' },
      });
      launches.push(new URL(page, base).searchParams.get('launch'));
    }

    // What a call costs the platform and its PostgreSQL server processes.
    const dbName = new URL(url).pathname.slice(1);
    const measured = (run) => measureCpu(child.pid, sql, dbName, run);
    const rows = [];
    if (CASES.has('balance'))
      rows.push(
        row(`balance calls, c=${CONCURRENCY}`, await measured(() => balanceCalls(base, tokens))),
      );
    if (CASES.has('callbacks')) {
      const references = await pendingDeposits(
        sql,
        members.map((m) => m.id),
        200_000,
      );
      rows.push(
        row(
          `deposit callbacks, c=${CONCURRENCY}`,
          await measured(() => depositCallbacks(base, references)),
        ),
      );
    }
    if (CASES.has('bets')) {
      const bet = await measured(() => bets(base, launches));
      rows.push(row(`seamless bets, c=${CONCURRENCY}`, bet));
      rows.push(
        row(`pgbench TPC-B, c=${CONCURRENCY}`, {
          ...pgbench,
          cpuPerCall: pgbench.cpuPerCall * 1000,
        }),
      );
      rows.push({
        case: 'bets / pgbench',
        'per s': `${((bet.rate / pgbench.rate) * 100).toFixed(0)} %`,
        // Per CPU second: what the ratio would be with the machine to themselves.
        'CPU ms/call': `${(((pgbench.cpuPerCall * 1000) / bet.cpuPerCall) * 100).toFixed(0)} %`,
      });
    }

    console.table(rows);
  } finally {
    await sql.end();
    await stopPlatform(child);
    agent.destroy();
  }
});

// The account record over 1,000,000 ledger entries of one member: its own bench, run here so
// one command prints every cashier figure.
if (CASES.has('records'))
  execFileSync(process.execPath, ['tools/bench-records.mjs', '--entries', String(LEDGER_ROWS)], {
    stdio: 'inherit',
  });
