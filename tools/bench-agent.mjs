#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-agent.mjs [--members 100000] [--rounds 5000000]
//   [--calls 400] [--concurrency 8] [--cases overview,loss]`: starts the built platform
// (apps/platform/dist/main.js) on a throwaway PostgreSQL database, hangs a team of `--members`
// under the seeded AURORA agent1 over 6 levels and gives it `--rounds` settled rounds over the
// past 30 days (game rounds with their BET and WIN ledger entries, inserted with
// generate_series), waits for the platform's own rollup sweep to roll the ledger up, then times
// the agent centre's reports for the top agent at a concurrency of 8: team overview and user
// loss, for today and for the last 30 days. `--cases` picks cases (a `settle` case of the
// contracts' settlement can join the CASES table below).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { login, onThrowawayDatabase, startPlatform, stopPlatform } from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5000000' },
    calls: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    cases: { type: 'string', default: 'overview,loss' },
    // Fills DATABASE_URL's own (empty) database and keeps it, to EXPLAIN the reports after.
    keep: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const ROUNDS = Number(values.rounds);
const CALLS = Number(values.calls);
const CONCURRENCY = Number(values.concurrency);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const LOGIN = { type: 'username', site: 'agent', username: 'agent1', password: 'agent1pass' };
/** Members per level under agent1 (5, 50, 500, 5,000, 20,000 of 100,000), the rest at level 6. */
const LEVELS = [0.00005, 0.0005, 0.005, 0.05, 0.2].map((share) =>
  Math.max(1, Math.round(share * MEMBERS)),
);

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL: this bench measures PostgreSQL');
  process.exit(1);
}
if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npx nx run @tessera/platform:build\` first`);
  process.exit(1);
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** The team (6 levels; the member triggers fill team_path) with wallets, and the rounds. */
async function fill(db) {
  const started = performance.now();
  const { rows } = await db.query(
    `select id from member where merchant_code = $1 and account = 'agent1'`,
    [MERCHANT],
  );
  const agentId = rows[0].id;
  const hash = (await db.query(`select password_hash from member where id = $1`, [agentId])).rows[0]
    .password_hash;
  await db.query(`create temporary table level_ids (level int, n int, id bigint)`);
  await db.query(`insert into level_ids values (0, 1, $1)`, [agentId]);
  const sizes = [...LEVELS, Math.max(MEMBERS - LEVELS.reduce((a, b) => a + b, 0), 0)];
  for (const [index, size] of sizes.entries()) {
    const level = index + 1;
    // Parents spread evenly over the level above.
    await db.query(
      `with parents as (select n, id from level_ids where level = $1),
       count as (select count(*)::int as c from parents),
       added as (
         insert into member (merchant_code, account, type, parent_id, password_hash)
         select $2, 'team' || $3::int || '_' || i, case when $3::int < 6 then 2 else 0 end,
           (select id from parents where n = 1 + (i % (select c from count))), $4
         from generate_series(1, $5::int) as i
         returning id
       )
       insert into level_ids select $3, row_number() over (order by id), id from added`,
      [level - 1, MERCHANT, level, hash, size],
    );
  }
  await db.query(
    `insert into wallet (member_id, currency, balance)
     select id, 'BDT', 100000 from level_ids where level > 0`,
  );
  console.log(`team of ${MEMBERS} members over 6 levels in ${seconds(started)} s`);

  const roundsStarted = performance.now();
  const node = (await db.query(`select node_id from game where is_game limit 1`)).rows[0].node_id;
  await db.query(`create temporary table players as
    select row_number() over (order by id) as n, id from level_ids where level > 0`);
  // Round i: a member picked by a multiplicative hash, stake 1.00-50.00, every third one wins;
  // opened within the past 30 days (none in the last 5 minutes: the rollup's settle time).
  await db.query(
    `insert into game_round (round_ref, merchant_code, member_id, node_id, stake, payout, status,
       opened_at, settled_at)
     select 'bench-' || i, $1, p.id, $2, 100 + (i * 7919) % 4900,
       case when i % 3 = 0 then 2 * (100 + (i * 7919) % 4900) else 0 end, 'settled',
       now() - interval '5 minutes' - interval '30 days' * ((i * 104729) % 1000000) / 1000000.0,
       now() - interval '5 minutes' - interval '30 days' * ((i * 104729) % 1000000) / 1000000.0
     from generate_series(1, $3::bigint) as i
     join players p on p.n = 1 + (i * 2654435761) % $4::bigint`,
    [MERCHANT, node, ROUNDS, MEMBERS],
  );
  await db.query(
    `insert into ledger_entry (member_id, amount, kind, balance_after, idempotency_key, created_at)
     select member_id, -stake, 'BET', 0, 'wallet:' || round_ref || ':bet', opened_at
     from game_round where round_ref like 'bench-%'
     union all
     select member_id, payout, 'WIN', 0, 'wallet:' || round_ref || ':win', opened_at
     from game_round where round_ref like 'bench-%' and payout > 0`,
  );
  await db.query('vacuum analyze game_round, ledger_entry, member, team_path, wallet');
  console.log(`${ROUNDS} rounds with their ledger entries in ${seconds(roundsStarted)} s`);
  return agentId;
}

/** Waits until the platform's rollup sweep has rolled the whole ledger up; seconds taken. */
async function awaitRollup(db) {
  const started = performance.now();
  const target = (await db.query(`select max(id) as id from ledger_entry`)).rows[0].id;
  for (;;) {
    const mark = (await db.query(`select last_id from team_rollup_mark where source = 'ledger'`))
      .rows[0].last_id;
    if (BigInt(mark) >= BigInt(target)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await db.query('vacuum analyze team_member_day');
  const rows = (await db.query(`select count(*)::int as n from team_member_day`)).rows[0].n;
  return { seconds: seconds(started), rows };
}

/** `calls` calls of `run`, `concurrency` at a time; p50 and p99 in milliseconds. */
async function timeConcurrent(calls, concurrency, run) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      next += 1;
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), rate: calls / wall };
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The cases: a name, and the report call it times (a path with its query). */
const CASES = {
  overview: [
    ['team overview, today', `/wps/agent/team/overview`],
    ['team overview, 30 days', `/wps/agent/team/overview?from=${day(-29)}&to=${day(0)}`],
  ],
  loss: [
    ['user loss, today, first page', `/wps/agent/team/loss`],
    ['user loss, 30 days, first page', `/wps/agent/team/loss?from=${day(-29)}&to=${day(0)}`],
  ],
};

const onDatabase = values.keep ? (run) => run(process.env.DATABASE_URL) : onThrowawayDatabase;

await onDatabase(async (url) => {
  const { base, child } = await startPlatform(MAIN, { DATABASE_URL: url });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await fill(db);
    const rollup = await awaitRollup(db);
    console.log(`rollup sweep caught up in ${rollup.seconds} s (${rollup.rows} member-day rows)`);
    const token = await login(base, MERCHANT, LOGIN, 'tessera-demo-payload-key');
    const get = async (path) => {
      const res = await fetch(`${base}${path}`, {
        headers: { 'x-merchant-code': MERCHANT, authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body.value;
    };
    const rows = [];
    for (const name of values.cases.split(',')) {
      for (const [label, path] of CASES[name] ?? []) {
        await get(path);
        const { p50, p99, rate } = await timeConcurrent(CALLS, CONCURRENCY, () => get(path));
        rows.push({
          call: label,
          concurrency: CONCURRENCY,
          'p50 ms': p50.toFixed(1),
          'p99 ms': p99.toFixed(1),
          'calls/s': rate.toFixed(0),
        });
      }
    }
    console.table(rows);
    const overview = await get(CASES.overview[1][1]);
    console.log(
      `top agent: ${overview.members} members, ${overview.activeMembers} active in 30 days, valid bets ${overview.validBet}`,
    );
  } finally {
    await db.end();
    await stopPlatform(child);
  }
});
