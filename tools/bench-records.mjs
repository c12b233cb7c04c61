#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-records.mjs [--entries 1000000] [--calls 200]`:
// starts the built platform (apps/platform/dist/main.js) on a throwaway PostgreSQL database,
// gives the seeded AURORA player1 `--entries` ledger entries over the past year (one
// generate_series insert), then times the account record: a page of the last 7 days, of an old
// 30-day range, a page deep in it by cursor, and 92 days (the longest range) with its totals.
// Also prints PostgreSQL's own execution time of the page query and of the totals query.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  login,
  startPlatform,
  stopPlatform,
  onThrowawayDatabase,
  timeCalls,
} from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    calls: { type: 'string', default: '200' },
  },
});
const ENTRIES = Number(values.entries);
const CALLS = Number(values.calls);
const MAIN = 'apps/platform/dist/main.js';
const MERCHANT = 'AURORA';
const LOGIN = { type: 'username', site: 'member', username: 'player1', password: 'player1pass' };

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL: this bench measures PostgreSQL');
  process.exit(1);
}
if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npx nx run @tessera/platform:build\` first`);
  process.exit(1);
}

/** Ledger entries of one member over the past year: bets of 10.00 and wins of 12.00 in turn. */
async function fill(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select m.id, w.balance from member m join wallet w on w.member_id = m.id
       where m.merchant_code = $1 and m.account = 'player1'`,
      [MERCHANT],
    );
    const [{ id, balance }] = rows;
    const started = performance.now();
    // Entry i (1..n): odd ones bet 1000, even ones win 1200; balance after in closed form.
    await db.query(
      `insert into ledger_entry (member_id, amount, kind, balance_after, idempotency_key, created_at)
       select $1, case when i % 2 = 1 then -1000 else 1200 end,
              case when i % 2 = 1 then 'BET' else 'WIN' end,
              $2::bigint + (i / 2) * 1200 - ((i + 1) / 2) * 1000,
              'bench:' || i,
              now() - interval '365 days' * ($3::bigint - i) / $3::bigint
       from generate_series(1, $3::bigint) as i`,
      [id, balance, ENTRIES],
    );
    await db.query(
      `update wallet set balance = $2::bigint + ($3::bigint / 2) * 1200 - (($3::bigint + 1) / 2) * 1000
       where member_id = $1`,
      [id, balance, ENTRIES],
    );
    // As autovacuum would soon after: the visibility map lets the totals read the index alone.
    await db.query('vacuum analyze ledger_entry');
    console.log(
      `inserted ${ENTRIES} entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { db, memberId: id };
  } catch (error) {
    await db.end();
    throw error;
  }
}

/** PostgreSQL's execution time (ms) of one query, from EXPLAIN ANALYZE. */
async function executionMs(db, text, params) {
  const { rows } = await db.query(`explain (analyze, format json) ${text}`, params);
  return rows[0]['QUERY PLAN'][0]['Execution Time'];
}

/** A day `days` before today, yyyy-MM-dd (UTC is close enough for choosing ranges). */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

await onThrowawayDatabase(async (url) => {
  const { base, child } = await startPlatform(MAIN, { DATABASE_URL: url });
  const { db, memberId } = await fill(url);
  try {
    const token = await login(base, MERCHANT, LOGIN, 'tessera-demo-payload-key');
    const get = async (query) => {
      const res = await fetch(`${base}/wps/v2/records/account?${query}`, {
        headers: { 'x-merchant-code': MERCHANT, authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      if (res.status !== 200)
        throw new Error(`account record failed: ${res.status} ${JSON.stringify(body)}`);
      return body.value;
    };
    const old = `from=${daysAgo(200)}&to=${daysAgo(171)}`;
    let deep = (await get(`${old}&limit=100`)).nextCursor;
    for (let i = 0; i < 20; i++) deep = (await get(`${old}&limit=100&cursor=${deep}`)).nextCursor;
    const cases = {
      'last 7 days, first page': '',
      'old 30 days, first page': old,
      'old 30 days, page 22 by cursor': `${old}&cursor=${deep}`,
      '92 days, first page of 100': `from=${daysAgo(91)}&to=${daysAgo(0)}&limit=100`,
    };
    const rows = [];
    for (const [label, query] of Object.entries(cases)) {
      const { p50, p99 } = await timeCalls(CALLS, () => get(query));
      rows.push({ call: label, 'HTTP p50 ms': p50.toFixed(2), 'HTTP p99 ms': p99.toFixed(2) });
    }
    console.table(rows);
    // The two queries alone, as the platform sends them (92 days: the most a call may cover).
    const from = `${daysAgo(91)}`;
    const to = `${daysAgo(0)}`;
    const range = `member_id = $1 and created_at >= cast($2 as timestamp) at time zone 'Asia/Dhaka'
      and created_at < (cast($3 as date) + 1)::timestamp at time zone 'Asia/Dhaka'`;
    const page = await executionMs(
      db,
      `select id, kind, amount, balance_after, idempotency_key from ledger_entry where ${range}
       order by created_at desc, id desc limit 21`,
      [memberId, from, to],
    );
    const deepPage = await executionMs(
      db,
      `select id, kind, amount, balance_after, idempotency_key from ledger_entry where ${range}
       and (created_at, id) < (select created_at, id from ledger_entry where id = $4)
       order by created_at desc, id desc limit 21`,
      [memberId, from, to, deep],
    );
    const totals = await executionMs(
      db,
      `select coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0)
       from ledger_entry where ${range}`,
      [memberId, from, to],
    );
    const matching = (
      await db.query(`select count(*)::int as n from ledger_entry where ${range}`, [
        memberId,
        from,
        to,
      ])
    ).rows[0].n;
    console.table([
      { query: 'page (92 days)', 'execution ms': page.toFixed(2) },
      { query: 'page after a cursor', 'execution ms': deepPage.toFixed(2) },
      { query: `totals (92 days, ${matching} rows)`, 'execution ms': totals.toFixed(2) },
    ]);
  } finally {
    await db.end();
    await stopPlatform(child);
  }
});
