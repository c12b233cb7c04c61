// Helpers of the benches (tools/bench-*.mjs): sealing and signing in (gateway v3), starting the built platform.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createServer } from 'node:net';
import pg from 'pg';

/** Seals a body as gateway v3 (libs/contract/src/payload.ts). */
export function seal(body, payloadKey) {
  const key = (purpose) => createHash('sha256').update(`${purpose}|${payloadKey}`).digest();
  const nonce = randomBytes(16).toString('hex');
  const cipher = createCipheriv('aes-256-cbc', key('enc'), Buffer.from(nonce, 'hex'));
  const data = Buffer.concat([cipher.update(JSON.stringify(body)), cipher.final()]).toString(
    'base64',
  );
  const ts = Date.now();
  const mac = createHmac('sha256', key('mac')).update(`3.${ts}.${nonce}.${data}`).digest('hex');
  return { v: 3, ts, nonce, data, mac };
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts dist/main.js on a free port of 127.0.0.1; resolves once it answers, or fails after
 * `startMs` (a busy CI machine may need longer than the default).
 */
export async function startPlatform(main, env, { startMs = 30_000 } = {}) {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the platform writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, main], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '1000000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  // Bounded wait: migrations, seed (argon2 hashes) and PGlite start take a few seconds.
  for (const deadline = Date.now() + startMs; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    const up = await fetch(`${base}/wps/system/status`, {
      headers: { 'x-merchant-code': 'AURORA' },
    }).catch(() => null);
    if (up?.ok) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`platform did not start within ${startMs / 1000} s`);
}

/** Signs a seeded player in with a sealed body (gateway v3); resolves to the session token. */
export async function login(base, merchant, credentials, payloadKey) {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-merchant-code': merchant,
      'x-gateway-version': '3',
    },
    body: JSON.stringify(seal(credentials, payloadKey)),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.value.token;
}

/** Times `count` sequential calls of `run` and returns p50 and p99 in milliseconds. */
export async function timeCalls(count, run) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/** Stops a platform started by startPlatform and waits until it has exited. */
export async function stopPlatform(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', resolve),
  );
}

/**
 * Runs `run(url)` on a throwaway database next to DATABASE_URL, so a bench never touches real
 * data and leaves nothing behind; null when DATABASE_URL is not set.
 */
export async function onThrowawayDatabase(run) {
  if (!process.env.DATABASE_URL) return null;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `tessera_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds (user + system) process `pid` has used so far, from /proc (Linux); 0 once gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The server processes serving database `name` (PostgreSQL on this machine), except the asker's. */
export async function backendPids(sql, name) {
  const { rows } = await sql.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((row) => row.pid);
}

/**
 * CPU seconds the processes `pids()` names spend while `run` runs: on a shared, noisy machine
 * the CPU a call costs is steadier than the calls per second it reaches. A process seen only
 * at the end counts from zero.
 */
export async function cpuDuring(pids, run) {
  const before = new Map((await pids()).map((pid) => [pid, cpuSeconds(pid)]));
  const result = await run();
  const after = await pids();
  let cpu = 0;
  for (const pid of new Set([...before.keys(), ...after])) {
    const used = cpuSeconds(pid);
    // A process gone by the end (0) has taken its figure with it: it is left out.
    if (used > 0) cpu += used - (before.get(pid) ?? 0);
  }
  return { result, cpu };
}

/**
 * Runs `workers` loops of `run(worker, i)` for `seconds`; returns calls/s and latency quantiles.
 */
export async function load(seconds, workers, run) {
  const times = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < end; i++) {
        const t0 = performance.now();
        await run(worker, i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { rate: times.length / elapsed, p50: at(0.5), p99: at(0.99), calls: times.length };
}

/** `count` bench members cloned from player1 (same password), each with a funded wallet. */
export async function benchMembers(sql, merchant, prefix, count, balance) {
  const { rows } = await sql.query(
    `insert into member (merchant_code, account, type, password_hash, first_login_done)
     select merchant_code, $1 || g, type, password_hash, true
     from member cross join generate_series(1, $2::int) g
     where merchant_code = $3 and account = 'player1'
     returning id, account`,
    [prefix, count, merchant],
  );
  for (const { id } of rows) {
    await sql.query(`insert into wallet (member_id, currency, balance) values ($1, 'BDT', $2)`, [
      id,
      balance,
    ]);
    await sql.query(
      `insert into ledger_entry (member_id, amount, kind, idempotency_key, balance_after)
       values ($1, $2, 'BENCH_CREDIT', 'bench:' || $1::bigint, $2)`,
      [id, balance],
    );
  }
  return rows.map((row) => ({ id: Number(row.id), account: row.account }));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * pgbench's TPC-B at the same concurrency on its own database of the same server: transactions
 * per second, and the CPU one costs (pgbench and its server processes, sampled while it runs).
 */
export async function pgbenchRun(url, concurrency, seconds) {
  const target = new URL(url);
  target.pathname = `${target.pathname}_pgbench`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const dbName = target.pathname.slice(1);
  execFileSync('psql', [admin.toString(), '-qc', `create database "${dbName}"`]);
  const watcher = new pg.Client({ connectionString: admin.toString() });
  await watcher.connect();
  try {
    execFileSync('pgbench', ['-q', '-i', '-s', '10', target.toString()], { stdio: 'ignore' });
    const child = spawn(
      'pgbench',
      ['-c', String(concurrency), '-j', '2', '-T', String(seconds), target.toString()],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The CPU is sampled inside the run, once its connections are up and before they close.
    const pids = async () => [child.pid, ...(await backendPids(watcher, dbName))];
    await sleep(1000);
    const started = performance.now();
    const { cpu } = await cpuDuring(pids, () => sleep((seconds - 2) * 1000));
    const window = (performance.now() - started) / 1000;
    await exited;
    const tps = /tps = ([\d.]+)/.exec(out);
    if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
    return { rate: Number(tps[1]), cpuPerCall: cpu / (Number(tps[1]) * window) };
  } finally {
    await watcher.end();
    execFileSync('psql', [
      admin.toString(),
      '-qc',
      `drop database if exists "${dbName}" with (force)`,
    ]);
  }
}

/**
 * Runs `run` (which resolves to `{ calls, … }`) and adds what a call cost the platform process
 * and its PostgreSQL server processes: CPU ms per call and the platform's share of it.
 */
export async function measureCpu(platformPid, sql, dbName, run) {
  const platform = await cpuDuring(
    async () => [platformPid],
    () => cpuDuring(() => backendPids(sql, dbName), run),
  );
  const { result, cpu: database } = platform.result;
  return {
    ...result,
    cpuPerCall: ((platform.cpu + database) * 1000) / result.calls,
    platformShare: platform.cpu / (platform.cpu + database),
  };
}

/**
 * One HTTP call through `agent` (node:http with keep-alive: the load generator shares the cores
 * with the platform, and fetch costs it about twice the CPU per call); resolves to the parsed
 * JSON body, rejects on any status but 200.
 */
export function requestJson(agent, base, method, path, { headers = {}, body } = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200)
            reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Stops the bench unless DATABASE_URL is set and the platform is built at `main`. */
export function requirePostgresAndBuild(main) {
  if (!process.env.DATABASE_URL) {
    console.error(
      'Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): the bench runs on PostgreSQL',
    );
    process.exit(1);
  }
  if (!existsSync(main)) {
    console.error(`${main} is missing: run \`npx nx run @tessera/platform:build\` first`);
    process.exit(1);
  }
}
