#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-agent.mjs [--members 100000] [--rounds 5000000]
//   [--calls 400] [--concurrency 8] [--cases overview,loss]`: starts the built platform
// (apps/platform/dist/main.js) on a throwaway PostgreSQL database, hangs a team of `--members`
// under the seeded AURORA agent1 over 6 levels and gives it `--rounds` settled rounds over the
// past 30 days (game rounds with their BET and WIN ledger entries, inserted with
// generate_series), waits for the platform's own rollup sweep to roll the ledger up, then times
// the agent centre's reports for the top agent at a concurrency of 8: team overview and user
// loss, for today and for the last 30 days. `--cases` picks cases: `settle` (after the reports)
// gives every agent of the team a daily-wages contract from its upline (agent1's from the house)
// accepted at today's merchant midnight, puts `--settle-rounds` settled rounds of today on the
// players, and times the operator's settle call for tomorrow's midnight: one day of every
// contract, each (contract, day) paid once; a second call must settle nothing.
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
    cases: { type: 'string', default: 'overview,loss,settle' },
    'settle-rounds': { type: 'string', default: '1000000' },
    // Fills DATABASE_URL's own (empty) database and keeps it, to EXPLAIN the reports after; a
    // second run on the kept database only times the reports.
    keep: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const ROUNDS = Number(values.rounds);
const CALLS = Number(values.calls);
const CONCURRENCY = Number(values.concurrency);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const ZONE = 'Asia/Dhaka';
const OPERATOR_TOKEN = 'bench-operator-token';
const SETTLE_ROUNDS = Number(values['settle-rounds']);
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
     select * from (
       select member_id, -stake, 'BET', 0, 'wallet:' || round_ref || ':bet', opened_at
       from game_round where round_ref like 'bench-%'
       union all
       select member_id, payout, 'WIN', 0, 'wallet:' || round_ref || ':win', opened_at
       from game_round where round_ref like 'bench-%' and payout > 0
     ) entries order by 6`, // ids in time order, as a live ledger's are
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

/**
 * The settle case's data: a daily-wages contract on every agent of the team (0.5 % from its
 * upline; agent1's 1 % from the house) accepted at today's merchant midnight, and today's rounds
 * on the players. Kept databases get them once.
 */
async function fillSettlement(db, agentId) {
  const started = performance.now();
  const { rows } = await db.query(
    `select (date_trunc('day', now() at time zone $1) at time zone $1) as start`,
    [ZONE],
  );
  const start = rows[0].start;
  const tier = (rate) => JSON.stringify([{ activeMembers: 0, validBet: 0, profitLoss: 0, rate }]);
  await db.query(
    `insert into agent_contract (merchant_code, kind, period, holder_id, offerer_id, tiers, max_rate,
       status, created_at, answered_at, settled_until)
     select $1, 'DAILY_SALARY', 'D', m.id, case when m.id = $2 then null else m.parent_id end,
       case when m.id = $2 then $4::jsonb else $5::jsonb end,
       case when m.id = $2 then 100 else 50 end, 'active', $3, $3, $3
     from member m
     where m.merchant_code = $1 and (m.id = $2 or (m.type = 2 and m.account like 'team%'))
       and not exists (select 1 from agent_contract c where c.holder_id = m.id
         and c.kind = 'DAILY_SALARY' and c.status in ('offered', 'active', 'terminating'))`,
    [MERCHANT, agentId, start, tier(100), tier(50)],
  );
  const node = (await db.query(`select node_id from game where is_game limit 1`)).rows[0].node_id;
  await db.query(
    `insert into game_round (round_ref, merchant_code, member_id, node_id, stake, payout, status,
       opened_at, settled_at)
     select 'settle-' || $3::date || '-' || i, $1, p.ids[1 + i % cardinality(p.ids)], $2, 1000,
       (i % 3) * 700, 'settled', $3::timestamptz + interval '1 second' * (i % 86000),
       $3::timestamptz + interval '1 second' * (i % 86000)
     from (select array_agg(id) as ids from member where account like 'team6\\_%' and merchant_code = $1) p,
       generate_series(0, $4::int - 1) as i
     on conflict do nothing`,
    [MERCHANT, node, start, SETTLE_ROUNDS],
  );
  await db.query('vacuum analyze agent_contract, game_round');
  const counted = await db.query(
    `select count(*)::int as n from agent_contract where status = 'active' and settled_until = $1`,
    [start],
  );
  console.log(
    `settle case: ${counted.rows[0].n} daily-wages contracts, ${SETTLE_ROUNDS} rounds today, in ${seconds(started)} s`,
  );
  return { start, contracts: counted.rows[0].n };
}

/** The operator's settle call up to `at` (tomorrow's midnight: one day of every contract). */
async function settleUpTo(base, at) {
  const response = await fetch(`${base}/ops/agent/settle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString(), merchant: MERCHANT }),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  if (!response.ok) throw new Error(`settle: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).value;
}

async function settleCase(db, base, agentId) {
  const { start, contracts } = await fillSettlement(db, agentId);
  const tomorrow = new Date(new Date(start).getTime() + 86_400_000);
  const began = performance.now();
  const result = await settleUpTo(base, tomorrow);
  const took = (performance.now() - began) / 1000;
  console.log(
    `settled one day of ${contracts} contracts: ${result.settled} settlements (${result.paid} paid, ${result.amount} minor units) in ${took.toFixed(1)} s (${Math.round(result.settled / took)}/s; goal ≤ 60 s)`,
  );
  const again = await settleUpTo(base, tomorrow);
  console.log(`second call: ${again.settled} settlements`);
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
  const { base, child } = await startPlatform(MAIN, {
    DATABASE_URL: url,
    OPERATOR_TOKEN,
    // The settle case closes today ahead of the clock, which only a demo platform allows.
    DEMO_DATA: 'on',
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const filled = await db.query(`select 1 from member where account = 'team1_1'`);
    if (filled.rowCount === 0) await fill(db);
    else console.log('the team is there already (--keep): timing the reports only');
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
    if (values.cases.split(',').includes('settle')) {
      const agent = await db.query(
        `select id from member where merchant_code = $1 and account = 'agent1'`,
        [MERCHANT],
      );
      await settleCase(db, base, agent.rows[0].id);
    }
  } finally {
    await db.end();
    await stopPlatform(child);
  }
});
