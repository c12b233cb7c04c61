#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-pam.mjs [--seconds 10] [--concurrency 32]`:
// starts the built platform (apps/platform/dist/main.js) on a throwaway PostgreSQL database and
// measures the PAM API (issue 16) as an aggregator drives it: each worker, one player each,
// sends WITHDRAW then DEPOSIT of a new round, over and over. It prints pairs per second and
// calls per second with latency, and pgbench's TPC-B at the same concurrency on the same
// server beside them (each PAM call is one short transaction, like a TPC-B one).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchMembers,
  load,
  login,
  measureCpu,
  onThrowawayDatabase,
  pgbenchRun,
  requestJson,
  requirePostgresAndBuild,
  startPlatform,
  stopPlatform,
} from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const PAYLOAD_KEY = 'tessera-demo-payload-key';
const API_TOKEN = 'bench-pam-api-token-0123456789';

requirePostgresAndBuild(MAIN);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const request = (base, method, path, init) => requestJson(agent, base, method, path, init);

/** A PAM transaction of a player; anything but status OK stops the bench. */
async function transaction(base, player, body) {
  const reply = await request(
    base,
    'POST',
    `/pam/v1/players/${player.id}/transactions?provider=PG`,
    {
      headers: {
        authorization: `Bearer ${API_TOKEN}`,
        'x-player-token': player.launch,
        'x-correlation-id': body.providerTransactionId,
      },
      body: {
        currency: 'BDT',
        provider: 'PG',
        bonusAmount: 0,
        promoAmount: 0,
        transactionDateTime: new Date().toISOString(),
        ...body,
      },
    },
  );
  if (reply.status !== 'OK') throw new Error(`${body.transactionType}: ${JSON.stringify(reply)}`);
}

await onThrowawayDatabase(async (url) => {
  const pgbench = await pgbenchRun(url, CONCURRENCY, SECONDS);
  const { base, child } = await startPlatform(MAIN, { DATABASE_URL: url });
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  try {
    const tokenHash = createHash('sha256').update(API_TOKEN).digest('hex');
    await sql.query(`update pam_api_token set token_hash = $1 where aggregator = 'VALKYRIE'`, [
      tokenHash,
    ]);
    const members = await benchMembers(sql, MERCHANT, 'benchpam', CONCURRENCY, 1_000_000_000);
    const { rows: games } = await sql.query(
      `select game_code from game where vassalage = 'PG' and game_classify <> 'CRASH' and not maintenance order by sort limit 1`,
    );
    const players = [];
    for (const member of members) {
      const token = await login(
        base,
        MERCHANT,
        { type: 'username', site: 'member', username: member.account, password: 'player1pass' },
        PAYLOAD_KEY,
      );
      const launched = await request(base, 'POST', '/wps/game/launchGame', {
        headers: { 'x-merchant-code': MERCHANT, authorization: `Bearer ${token}` },
        body: { gameCode: games[0].game_code, vassalage: 'PG', language: 'en' },
      });
      players.push({
        id: member.id,
        launch: new URL(launched.value.url, base).searchParams.get('launch'),
      });
    }
    const dbName = new URL(url).pathname.slice(1);
    const pairs = await measureCpu(child.pid, sql, dbName, () =>
      load(SECONDS, players.length, async (worker, i) => {
        const player = players[worker];
        const round = `bench-${worker}-${i}`;
        await transaction(base, player, {
          transactionType: 'WITHDRAW',
          providerTransactionId: `${round}-w`,
          providerRoundId: round,
          cashAmount: 1,
        });
        await transaction(base, player, {
          transactionType: 'DEPOSIT',
          providerTransactionId: `${round}-d`,
          providerRoundId: round,
          cashAmount: 1.5,
          isGameOver: true,
        });
      }),
    );
    const { rows: check } = await sql.query(
      `select count(*) filter (where w.balance <> l.sum) as wrong from wallet w
       join (select member_id, sum(amount) from ledger_entry group by member_id) l using (member_id)`,
    );
    console.table([
      {
        case: `PAM WITHDRAW+DEPOSIT pairs, c=${CONCURRENCY}`,
        'per s': pairs.rate.toFixed(0),
        'p50 ms': pairs.p50.toFixed(2),
        'p99 ms': pairs.p99.toFixed(2),
        'CPU ms/call': (pairs.cpuPerCall / 2).toFixed(3),
        'of it platform': `${(pairs.platformShare * 100).toFixed(0)} %`,
      },
      { case: 'PAM calls (2 per pair)', 'per s': (pairs.rate * 2).toFixed(0) },
      {
        case: `pgbench TPC-B, c=${CONCURRENCY}`,
        'per s': pgbench.rate.toFixed(0),
        'CPU ms/call': (pgbench.cpuPerCall * 1000).toFixed(3),
      },
      { case: 'pairs / pgbench', 'per s': `${((pairs.rate / pgbench.rate) * 100).toFixed(0)} %` },
      {
        case: 'calls / pgbench',
        'per s': `${((pairs.rate * 2 * 100) / pgbench.rate).toFixed(0)} %`,
      },
    ]);
    console.log(`wallets whose balance differs from their ledger: ${check[0].wrong}`);
  } finally {
    await sql.end();
    await stopPlatform(child);
    agent.destroy();
  }
});
