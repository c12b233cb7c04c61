#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-agent-settle.mjs [--members 100000] [--rounds 1000000]`:
// the `settle` case of the agent benchmark. Starts the built platform (apps/platform/dist/main.js)
// on a throwaway PostgreSQL database, hangs a team of `--members` under AURORA's agent1 over 6
// levels (agents on levels 1-5, players on level 6), gives every agent of it a daily-wages
// contract from its upline (agent1's from the house) accepted at today's merchant midnight, puts
// `--rounds` settled rounds of today on the players, then times the operator's settle call for
// tomorrow's midnight: one day of every contract, each (contract, day) settled and paid once.
// Prints the contracts, the time and the rate; a second call must settle nothing.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { onThrowawayDatabase, startPlatform, stopPlatform } from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '1000000' },
  },
});
const MEMBERS = Number(values.members);
const ROUNDS = Number(values.rounds);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const ZONE = 'Asia/Dhaka';
const TOKEN = 'bench-operator-token';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL: this bench measures PostgreSQL');
  process.exit(1);
}
if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npx nx run @tessera/platform:build\` first`);
  process.exit(1);
}

/** Members per level (1..6) for `total` members: each level about 4.5 times the one above. */
function levels(total) {
  const weights = [1, 5, 25, 120, 560, 2600];
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((total * w) / sum)));
  sizes[5] += total - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

async function fill(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = performance.now();
  const { rows } = await db.query(
    `select id, password_hash from member where merchant_code = $1 and account = 'agent1'`,
    [MERCHANT],
  );
  const [{ id: top, password_hash: hash }] = rows;
  const sizes = levels(MEMBERS);
  // Level by level: member i of a level hangs under member (i mod size above) of the level above.
  let above = [Number(top)];
  for (const [index, size] of sizes.entries()) {
    const level = index + 1;
    const { rows: made } = await db.query(
      `insert into member (merchant_code, account, type, parent_id, password_hash)
       select $1, 'b' || $2::int || '_' || i, $3::int, ($4::bigint[])[1 + i % cardinality($4::bigint[])], $5
       from generate_series(0, $6::int - 1) as i
       returning id`,
      [MERCHANT, level, level < 6 ? 1 : 0, above, hash, size],
    );
    above = made.map((row) => Number(row.id));
    console.log(`level ${level}: ${size} ${level < 6 ? 'agents' : 'players'}`);
  }
  await db.query(
    `insert into wallet (member_id, currency, balance)
     select id, 'BDT', 0 from member m where m.account like 'b%\\_%' and m.merchant_code = $1
     on conflict do nothing`,
    [MERCHANT],
  );
  // Today's midnight in the merchant's zone: every contract was accepted then.
  const { rows: day } = await db.query(
    `select (date_trunc('day', now() at time zone $1) at time zone $1) as start`,
    [ZONE],
  );
  const start = day[0].start;
  // Daily wages of 0.5 % on every bench agent from its upline (agent1's own from the house, 1 %).
  await db.query(
    `insert into agent_contract (merchant_code, kind, period, holder_id, offerer_id, tiers, max_rate,
       status, created_at, answered_at, settled_until)
     select $1, 'DAILY_SALARY', 'D', m.id, case when m.id = $2 then null else m.parent_id end,
       case when m.id = $2 then '[{"activeMembers":0,"validBet":0,"profitLoss":0,"rate":100}]'::jsonb
            else '[{"activeMembers":0,"validBet":0,"profitLoss":0,"rate":50}]'::jsonb end,
       case when m.id = $2 then 100 else 50 end, 'active', $3, $3, $3
     from member m
     where m.merchant_code = $1 and m.type = 1 and (m.id = $2 or m.account like 'b%\\_%')
       and not exists (select 1 from agent_contract c where c.holder_id = m.id and c.kind = 'DAILY_SALARY'
                       and c.status in ('offered','active','terminating'))`,
    [MERCHANT, top, start],
  );
  const { rows: node } = await db.query(`select node_id from game where is_game limit 1`);
  await db.query(
    `insert into game_round (round_ref, merchant_code, member_id, node_id, stake, payout, status,
       opened_at, settled_at)
     select 'bench-' || i, $1, p.ids[1 + i % cardinality(p.ids)], $2, 1000, (i % 3) * 700, 'settled',
       $3::timestamptz + interval '1 second' * (i % 86000), $3::timestamptz + interval '1 second' * (i % 86000)
     from (select array_agg(id) as ids from member where account like 'b6\\_%' and merchant_code = $1) p,
       generate_series(0, $4::int - 1) as i`,
    [MERCHANT, node[0].node_id, start, ROUNDS],
  );
  await db.query('vacuum analyze');
  const { rows: counted } = await db.query(
    `select count(*)::int as n from agent_contract where status = 'active' and settled_until = $1`,
    [start],
  );
  console.log(
    `team of ${MEMBERS}, ${ROUNDS} rounds today, ${counted[0].n} contracts, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { db, start, contracts: counted[0].n };
}

async function settle(base, at) {
  const response = await fetch(`${base}/ops/agent/settle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString(), merchant: MERCHANT }),
    signal: AbortSignal.timeout(30 * 60_000),
  });
  if (!response.ok) throw new Error(`settle: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).value;
}

await onThrowawayDatabase(async (url) => {
  const { base, child } = await startPlatform(MAIN, {
    DATABASE_URL: url,
    OPERATOR_TOKEN: TOKEN,
  });
  const { db, start, contracts } = await fill(url);
  try {
    const tomorrow = new Date(new Date(start).getTime() + 86_400_000);
    const began = performance.now();
    const result = await settle(base, tomorrow);
    const seconds = (performance.now() - began) / 1000;
    console.log(
      `settled one day of ${contracts} contracts: ${result.settled} settlements (${result.paid} paid, ${result.amount} minor units) in ${seconds.toFixed(1)} s (${Math.round(result.settled / seconds)}/s; goal ≤ 60 s)`,
    );
    const again = await settle(base, tomorrow);
    console.log(`second call: ${again.settled} settlements`);
  } finally {
    await db.end();
    await stopPlatform(child);
  }
});
