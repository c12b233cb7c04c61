#!/usr/bin/env node
// `DATABASE_URL=postgres://… node tools/bench-console.mjs [--members 1000000]
//   [--withdrawals 100000] [--calls 300]`: starts the built platform (apps/platform/dist/main.js)
// on a throwaway PostgreSQL database with an operator token, adds `--members` members (each with
// a wallet, a mobile, an e-mail and one sign-in from an IP shared by five members) and
// `--withdrawals` withdrawals, all by generate_series into the real tables, then times the
// operator console's calls one after another: the player search of each kind (username, mobile,
// e-mail, id, IP; username also within one merchant and on a page after a cursor) and the
// withdrawal queue page. Prints p50/p99 beside pgbench's TPC-B on the same server in the same run
// (one client: its transactions per second and what one takes).
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  onThrowawayDatabase,
  pgbenchRun,
  requestJson,
  requirePostgresAndBuild,
  startPlatform,
  stopPlatform,
  timeCalls,
} from './bench-lib.mjs';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    withdrawals: { type: 'string', default: '100000' },
    calls: { type: 'string', default: '300' },
  },
});
const MEMBERS = Number(values.members);
const WITHDRAWALS = Number(values.withdrawals);
const CALLS = Number(values.calls);
const MAIN = 'apps/platform/dist/main.js';
const TOKEN = 'bench-console-operator-token-0123456789';
/** Members of the two seeded brands, alternately. */
const MERCHANTS = ['AURORA', 'LUMEN'];

requirePostgresAndBuild(MAIN);

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Member g (1..n): account `<8 hex of md5(g)>g` (prefixes spread like real names), mobile
 * 880 17xxxxxxxx, e-mail u<g>@bench.example, a wallet, one sign-in from 10.x.y.z (g % n/5: five
 * members per IP). Withdrawals spread over the members, a tenth of them waiting in the queue.
 */
async function fill(db) {
  let started = performance.now();
  await db.query(
    `insert into member (merchant_code, account, type, password_hash, first_login_done,
       dialing_code, mobile_num, email, created_at)
     select case when g % 2 = 0 then 'AURORA' else 'LUMEN' end,
       substr(md5(g::text), 1, 8) || g, 0, 'bench-no-password', true,
       '880', '17' || lpad(g::text, 8, '0'), 'u' || g || '@bench.example',
       now() - interval '1 second' * g
     from generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  console.log(`members: ${MEMBERS} in ${seconds(started)} s`);
  started = performance.now();
  await db.query(
    `insert into wallet (member_id, currency, balance)
     select id, 'BDT', 10000 from member where password_hash = 'bench-no-password'`,
  );
  const ips = Math.max(1, Math.floor(MEMBERS / 5));
  await db.query(
    `insert into login_history (member_id, at, ip, device, outcome)
     select id, now() - interval '1 minute' * (id % 10000),
       '10.' || ((id % $1) / 65536) || '.' || ((id % $1) / 256 % 256) || '.' || (id % $1 % 256),
       'Chrome on Android', 'success'
     from member where password_hash = 'bench-no-password'`,
    [ips],
  );
  console.log(`wallets and sign-ins in ${seconds(started)} s`);
  started = performance.now();
  await db.query(
    `with m as (
       select id, merchant_code, row_number() over (order by id) as n
       from member where password_hash = 'bench-no-password'
     )
     insert into withdrawal (member_id, merchant_code, payee_kind, payee_provider,
       payee_account_number, payee_holder_name, amount, currency, status, created_at, updated_at)
     select m.id, m.merchant_code, 'EWALLET', 'bkash', '017' || lpad(g::text, 8, '0'),
       'Bench Holder', 1000 + g % 50000, 'BDT',
       case when g % 10 = 0 then 'requested' when g % 10 < 4 then 'rejected' else 'approved' end,
       now() - interval '1 minute' * g, now() - interval '1 minute' * g
     from generate_series(1, $1::int) g join m on m.n = 1 + (g * 7919) % $2::int`,
    [WITHDRAWALS, MEMBERS],
  );
  console.log(`withdrawals: ${WITHDRAWALS} in ${seconds(started)} s`);
  started = performance.now();
  await db.query('vacuum analyze');
  console.log(`vacuum analyze in ${seconds(started)} s`);
}

/** `count` values of `make(i)` over spread-out members, so no two calls ask the same. */
const samples = (count, make) =>
  Array.from({ length: count }, (_, i) => make(1 + Math.floor(((i + 1) * MEMBERS) / (count + 1))));

const md5Prefix = async (db, g, length) =>
  (await db.query('select substr(md5($1::text), 1, $2::int) as p', [String(g), length])).rows[0].p;

await onThrowawayDatabase(async (url) => {
  const { base, child } = await startPlatform(
    MAIN,
    { DATABASE_URL: url, OPERATOR_TOKEN: TOKEN },
    { startMs: 120_000 },
  );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await fill(db);
    const headers = { authorization: `Bearer ${TOKEN}` };
    const get = async (path) => (await requestJson(agent, base, 'GET', path, { headers })).value;
    const search = (query) => get(`/ops/players?${query}`);
    const n = Math.min(CALLS, 200);
    const names = [];
    for (const g of samples(n, (g) => g)) names.push(await md5Prefix(db, g, 3));
    const ids = (
      await db.query(
        `select id from member where password_hash = 'bench-no-password'
         order by md5(id::text) limit $1`,
        [n],
      )
    ).rows.map((row) => row.id);
    const ip = (g) =>
      `10.${(g % Math.floor(MEMBERS / 5)) >> 16}.${((g % Math.floor(MEMBERS / 5)) >> 8) % 256}.${(g % Math.floor(MEMBERS / 5)) % 256}`;
    // One hex character: a sixteenth of the members, so there is a second page.
    const wide = names[0].slice(0, 1);
    const deep = (await search(`q=${wide}&by=username&limit=50`)).nextCursor;
    const cases = {
      'search: username prefix (3 chars), all brands': (i) =>
        search(`q=${names[i % n]}&by=username&limit=50`),
      'search: username prefix, one brand': (i) =>
        search(`q=${names[i % n]}&by=username&merchant=${MERCHANTS[i % 2]}&limit=50`),
      'search: username, page 2 by cursor': () =>
        search(`q=${wide}&by=username&limit=50&cursor=${deep}`),
      'search: mobile prefix (6 digits)': (i) =>
        search(`q=17${String(1 + ((i * 7919) % 9999)).padStart(4, '0')}&by=mobile&limit=50`),
      'search: mobile, full number with +880': (i) =>
        search(
          `q=${encodeURIComponent(`+88017${String(1 + ((i * 104729) % MEMBERS)).padStart(8, '0')}`)}&limit=50`,
        ),
      'search: e-mail prefix': (i) => search(`q=u${1 + ((i * 7919) % 9999)}&by=email&limit=50`),
      'search: id exact': (i) => search(`q=${ids[i % ids.length]}&by=id`),
      'search: IP exact (sign-in history)': (i) =>
        search(`q=${ip(1 + ((i * 7919) % MEMBERS))}&limit=50`),
      'withdrawal queue page (requested, 50)': () =>
        get('/ops/withdrawals?status=requested&limit=50'),
      // The floor of one HTTP call on this machine: a site call with no /ops guard, no audit row.
      'baseline: GET /wps/system/status (not /ops)': () =>
        requestJson(agent, base, 'GET', '/wps/system/status', {
          headers: { 'x-merchant-code': 'AURORA' },
        }),
    };
    // Warm the connection pool and the caches the way a console in use would have them.
    for (const run of Object.values(cases)) for (let i = 0; i < 5; i++) await run(i);
    const rows = [];
    for (const [call, run] of Object.entries(cases)) {
      const { p50, p99 } = await timeCalls(CALLS, run);
      rows.push({ call, 'HTTP p50 ms': p50.toFixed(2), 'HTTP p99 ms': p99.toFixed(2) });
    }
    const found = await search(`q=${names[0]}&by=username&limit=50`);
    console.log(`a username prefix page holds ${found.items.length} members`);
    // PostgreSQL's own execution time of each call's query as the platform sends it
    // (modules/accounts/ops/player-search.ts; the queue: cashier's listWithdrawals), apart from
    // HTTP, the audit row every /ops call writes, and the machine's other load.
    const page = (where, order, params) => [
      `select p.*, ls.at, ls.ip, w.balance from (
         select m.id, m.account, m.locked_at from member m where ${where}
         order by ${order} limit 51) p
       left join lateral (select h.at, h.ip from login_history h
         where h.member_id = p.id and h.outcome = 'success'
         order by h.at desc, h.id desc limit 1) ls on true
       left join wallet w on w.member_id = p.id`,
      params,
    ];
    const KEY = `(lower(m.account) collate "C")`;
    const MOBILE = `(m.mobile_num collate "C")`;
    const EMAIL = `(lower(m.email) collate "C")`;
    const LAST = '\u{10FFFF}';
    const queries = {
      'search: username prefix (3 chars), all brands': (i) =>
        page(`${KEY} >= $1 and ${KEY} < $2`, `${KEY}, m.id`, [names[i % n], names[i % n] + LAST]),
      'search: username prefix, one brand': (i) =>
        page(`${KEY} >= $1 and ${KEY} < $2 and m.merchant_code = $3`, `${KEY}, m.id`, [
          names[i % n],
          names[i % n] + LAST,
          MERCHANTS[i % 2],
        ]),
      'search: username, page 2 by cursor': () => {
        const [key, id] = JSON.parse(Buffer.from(deep, 'base64url').toString('utf8'));
        return page(
          `${KEY} >= $1 and ${KEY} < $2 and (${KEY}, m.id) > ($3, $4::bigint)`,
          `${KEY}, m.id`,
          [wide, wide + LAST, key, id],
        );
      },
      'search: mobile prefix (6 digits)': (i) => {
        const prefix = `17${String(1 + ((i * 7919) % 9999)).padStart(4, '0')}`;
        return page(
          `${MOBILE} >= $1 and ${MOBILE} < $2 and m.mobile_num is not null`,
          `${MOBILE}, m.id`,
          [prefix, prefix + LAST],
        );
      },
      // `+880…`: the merchants' dialing codes are read first (player-search.ts: mobilePrefix).
      'search: mobile, full number with +880': (i) => [
        ['select countries from merchant_account_settings', []],
        page(
          `${MOBILE} >= $1 and ${MOBILE} < $2 and m.mobile_num is not null and m.dialing_code = $3`,
          `${MOBILE}, m.id`,
          [
            `17${String(1 + ((i * 104729) % MEMBERS)).padStart(8, '0')}`,
            `17${String(1 + ((i * 104729) % MEMBERS)).padStart(8, '0')}${LAST}`,
            '880',
          ],
        ),
      ],
      'search: e-mail prefix': (i) => {
        const prefix = `u${1 + ((i * 7919) % 9999)}`;
        return page(`${EMAIL} >= $1 and ${EMAIL} < $2 and m.email is not null`, `${EMAIL}, m.id`, [
          prefix,
          prefix + LAST,
        ]);
      },
      'search: id exact': (i) => page('m.id = $1', 'm.id', [ids[i % ids.length]]),
      'search: IP exact (sign-in history)': (i) =>
        page(
          `m.id in (select h.member_id from login_history h
            where h.ip = $1 and h.outcome = 'success')`,
          'm.id desc',
          [ip(1 + ((i * 7919) % MEMBERS))],
        ),
      'withdrawal queue page (requested, 50)': () => [
        `select * from withdrawal where status = 'requested' order by id limit 50`,
        [],
      ],
    };
    for (const row of rows) {
      const make = queries[row.call];
      if (!make) continue;
      const times = [];
      for (let i = 0; i < Math.min(CALLS, 100); i++) {
        // One statement, or several (their times added up).
        const made = make(i);
        let time = 0;
        for (const [text, params] of typeof made[0] === 'string' ? [made] : made) {
          const { rows: plan } = await db.query(`explain (analyze, format json) ${text}`, params);
          time += plan[0]['QUERY PLAN'][0]['Execution Time'];
        }
        times.push(time);
      }
      times.sort((a, b) => a - b);
      const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      row['db p50 ms'] = at(0.5).toFixed(2);
      row['db p99 ms'] = at(0.99).toFixed(2);
    }
    const bench = await pgbenchRun(url, 1, 10);
    rows.push({
      call: 'pgbench TPC-B, 1 client (reference)',
      'HTTP p50 ms': `${(1000 / bench.rate).toFixed(2)} avg`,
      'HTTP p99 ms': `${bench.rate.toFixed(0)} tps`,
    });
    // Sequential calls wait on three processes' turns: a busy machine shows in every figure.
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `${MEMBERS} members, ${WITHDRAWALS} withdrawals, ${CALLS} sequential calls each (load average ${load}):`,
    );
    console.table(rows);
  } finally {
    agent.destroy();
    await db.end();
    await stopPlatform(child);
  }
});
