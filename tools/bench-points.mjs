#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-points.mjs [--rounds 200000] [--members 10000]`:
// starts the built platform (apps/platform/dist/main.js) on a throwaway PostgreSQL database,
// gives `--members` new AURORA members `--rounds` settled rounds of every game type (inserted
// with generate_series, stamped an hour ahead so the platform's own minute sweep leaves them
// alone), then times the operator's earn call (POST /ops/points/earn) catching up on them:
// rounds/s against the goal of 3,700 settled bets a second. A second call, with nothing new,
// times the sweep re-reading its overlap (every round is booked already); the points booked
// are then checked against the rounds' stakes.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { onThrowawayDatabase, startPlatform, stopPlatform } from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200000' },
    members: { type: 'string', default: '10000' },
  },
});
const ROUNDS = Number(values.rounds);
const MEMBERS = Number(values.members);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const OPERATOR_TOKEN = 'bench-operator-token';
/** The rounds' time: ahead of the clock, where only this bench's earn call reads. */
const AHEAD = new Date(Date.now() + 3_600_000);

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL: this bench measures PostgreSQL');
  process.exit(1);
}
if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npx nx run @tessera/platform:build\` first`);
  process.exit(1);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** The members (no upline) and their rounds: stakes 2.00-50.00 (each earns a point) over every game's node. */
async function fill(db) {
  const started = performance.now();
  const { rows } = await db.query(
    `select password_hash from member where merchant_code = $1 and account = 'player1'`,
    [MERCHANT],
  );
  await db.query(
    `insert into member (merchant_code, account, type, password_hash)
     select $1, 'points' || i, 0, $2 from generate_series(1, $3::int) as i`,
    [MERCHANT, rows[0].password_hash, MEMBERS],
  );
  await db.query(`create temporary table players as
    select row_number() over (order by id) as n, id from member where account like 'points%'`);
  await db.query(`create temporary table nodes as
    select row_number() over (order by node_id) as n, node_id from game where is_game`);
  const nodes = (await db.query(`select count(*)::int as n from nodes`)).rows[0].n;
  // Round i: a member and a game picked by multiplicative hashes, settled within a minute.
  await db.query(
    `insert into game_round (round_ref, merchant_code, member_id, node_id, stake, payout, status,
       opened_at, settled_at)
     select 'bench-' || i, $1, p.id, g.node_id, 200 + (i * 7919) % 4800, 0, 'settled',
       $2::timestamptz - interval '1 ms' * (i % 60000), $2::timestamptz - interval '1 ms' * (i % 60000)
     from generate_series(1, $3::bigint) as i
     join players p on p.n = 1 + (i * 2654435761) % $4::bigint
     join nodes g on g.n = 1 + (i * 40503) % $5::bigint`,
    [MERCHANT, AHEAD, ROUNDS, MEMBERS, nodes],
  );
  await db.query('analyze game_round');
  console.log(`${ROUNDS} settled rounds of ${MEMBERS} members in ${seconds(started)} s`);
}

/** The operator's earn call as of `at`; resolves to the entries booked and the seconds taken. */
async function earn(base, at) {
  const started = performance.now();
  const response = await fetch(`${base}/ops/points/earn`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  if (!response.ok) throw new Error(`earn: HTTP ${response.status} ${await response.text()}`);
  const { entries } = (await response.json()).value;
  return { entries, took: (performance.now() - started) / 1000 };
}

await onThrowawayDatabase(async (url) => {
  const { base, child } = await startPlatform(MAIN, { DATABASE_URL: url, OPERATOR_TOKEN });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await earn(base, new Date());
    await fill(db);
    const at = new Date(AHEAD.getTime() + 1_000);
    const first = await earn(base, at);
    console.log(
      `caught up: ${first.entries} entries for ${ROUNDS} rounds in ${first.took.toFixed(1)} s (${Math.round(ROUNDS / first.took)} rounds/s; goal ≥ 3,700)`,
    );
    const again = await earn(base, at);
    console.log(
      `second call: ${again.entries} entries, the overlap re-read in ${again.took.toFixed(1)} s`,
    );
    // Every round earned once, at its source's rate (the rounds' stakes all reach a point).
    const { rows } = await db.query(
      `with bench as (select id from member where merchant_code = $1 and account like 'points%')
       select (select count(*) from points_entry where member_id in (select id from bench))::int
           as entries,
         (select coalesce(sum(points), 0) from points_entry
           where member_id in (select id from bench))::bigint as points,
         (select coalesce(sum(balance), 0) from points_account
           where member_id in (select id from bench))::bigint as balances`,
      [MERCHANT],
    );
    const check = rows[0];
    console.log(
      `check: ${check.entries} round entries, ${check.points} points booked, members' balances ${check.balances}` +
        (check.entries === ROUNDS && check.points === check.balances ? ' (ok)' : ' (MISMATCH)'),
    );
  } finally {
    await db.end();
    await stopPlatform(child);
  }
});
