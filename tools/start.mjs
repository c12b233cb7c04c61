#!/usr/bin/env node
// `npm start [-- --brand aurora,lumen | --all]`: one platform on embedded PGlite (migrated and
// seeded on first run, data in .data/pglite), each chosen brand's dev server, with /wps, /lgw
// and /sandbox proxied to it, and the operators' console (apps/console, /ops proxied to it). Quiet: the platform logs warnings only (LOG_LEVEL overrides) and
// the addresses are printed last, once everything answers. If a platform already runs on the
// data folder (another `npm start`), the brands attach to it instead of starting a second one.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'aurora' },
    all: { type: 'boolean', default: false },
    'platform-port': { type: 'string', default: '3100' },
  },
});

const brandDir = (id) => join('apps', 'brands', id);
const brands = values.all
  ? readdirSync(join('apps', 'brands')).filter((id) =>
      existsSync(join(brandDir(id), 'brand.config.ts')),
    )
  : values.brand.split(',').map((id) => id.trim());
for (const id of brands) {
  if (!existsSync(join(brandDir(id), 'brand.config.ts'))) {
    console.error(`No brand "${id}": expected ${brandDir(id)}/brand.config.ts`);
    process.exit(1);
  }
}

/** A brand's dev port: the default its vite.config.ts falls back to (`PORT ?? 4200`). */
function brandPort(id) {
  const config = readFileSync(join(brandDir(id), 'vite.config.ts'), 'utf8');
  const port = /process\.env\.PORT \?\? (\d+)/.exec(config)?.[1];
  if (!port) {
    console.error(`${brandDir(id)}/vite.config.ts names no default port (process.env.PORT ?? N)`);
    process.exit(1);
  }
  return Number(port);
}
const ports = new Map(brands.map((id) => [id, brandPort(id)]));

/** The console's dev port: its vite.config.ts default (`PORT ?? 4300`). */
const CONSOLE_DIR = join('apps', 'console');
const consolePort = Number(
  /process\.env\.PORT \?\? (\d+)/.exec(
    readFileSync(join(CONSOLE_DIR, 'vite.config.ts'), 'utf8'),
  )?.[1] ?? 4300,
);
if ([...ports.values()].includes(consolePort)) {
  console.error(`A brand uses the console's port ${consolePort}: give it another`);
  process.exit(1);
}
const clash = brands.find((id, i) => brands.findIndex((o) => ports.get(o) === ports.get(id)) < i);
if (clash) {
  console.error(`Brands ${brands.join(', ')} share port ${ports.get(clash)}: give each its own`);
  process.exit(1);
}

const children = [];
function run(name, command, args, env) {
  // Own process group, so stopping kills the whole tree (npm → vite, tsx → node), not just the top.
  const child = spawn(command, args, {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${name} stopped (exit ${code})`);
    stop(code ?? 0);
  });
  children.push(child);
}

function stop(code = 0) {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop());

const answers = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

async function waitFor(what, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    if (process.exitCode !== undefined) process.exit(process.exitCode);
    await new Promise((done) => setTimeout(done, 250));
  }
  console.error(`${what} did not answer on ${url} within ${seconds} s`);
  stop(1);
  process.exit(1);
}

/**
 * The platform already running on this data folder, if any: the platform writes its address
 * into the folder while it runs (apps/platform/src/core/db/data-folder-lock.ts).
 */
async function runningPlatform() {
  const dir = resolve(process.env.PGLITE_DIR ?? join('.data', 'pglite'));
  try {
    const { pid, url } = JSON.parse(readFileSync(join(dir, 'tessera-platform.json'), 'utf8'));
    process.kill(pid, 0);
    return (await answers(`${url}/health`)) ? url : null;
  } catch {
    return null;
  }
}

/** Whether nothing listens on 127.0.0.1:`port` (strict ports: a busy one is an error, not a move). */
const isFree = (port) =>
  new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

let platformUrl = process.env.DATABASE_URL ? null : await runningPlatform();
const attached = platformUrl !== null;
const wanted = [
  ...(attached ? [] : [['the platform', Number(values['platform-port'])]]),
  ...brands.map((id) => [id, ports.get(id)]),
  ['the console', consolePort],
];
for (const [what, port] of wanted) {
  if (await isFree(port)) continue;
  console.error(
    `Port ${port} (${what}) is in use: is another \`npm start\` serving it? Stop that one, or ` +
      `start only the brands it does not serve (\`npm start -- --brand <id>\`).`,
  );
  process.exit(1);
}
if (!platformUrl) {
  platformUrl = `http://127.0.0.1:${values['platform-port']}`;
  run('platform', 'node_modules/.bin/tsx', ['apps/platform/src/main.ts'], {
    PORT: values['platform-port'],
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DEV_INBOX: process.env.DEV_INBOX ?? 'on',
  });
  await waitFor('The platform', `${platformUrl}/health`, 120);
}

for (const id of brands)
  run(id, 'npm', ['run', 'dev', '--silent', '--prefix', brandDir(id), '--', '--logLevel', 'warn'], {
    PORT: String(ports.get(id)),
    PLATFORM_URL: platformUrl,
  });
// The console signs nobody in: staff sign in on its page (a seeded owner in development).
run(
  'console',
  'npm',
  ['run', 'dev', '--silent', '--prefix', CONSOLE_DIR, '--', '--logLevel', 'warn'],
  {
    PORT: String(consolePort),
    PLATFORM_URL: platformUrl,
  },
);
for (const id of brands) await waitFor(id, `http://127.0.0.1:${ports.get(id)}/`, 120);
await waitFor('The console', `http://127.0.0.1:${consolePort}/`, 120);

const inbox = `${platformUrl}/sandbox/inbox`;
const width = Math.max(8, ...brands.map((id) => id.length)) + 2;
const line = (label, text) => console.log(`  ${label.padEnd(width)}${text}`);
console.log('\nTessera is running (Ctrl+C stops it):');
for (const id of brands) line(id, `http://127.0.0.1:${ports.get(id)}`);
line(
  'platform',
  `${platformUrl}  (API docs ${platformUrl}/docs)${attached ? ', already running' : ''}`,
);
if (await answers(inbox)) line('inbox', `${inbox}  (SMS and e-mail codes of sign-ups)`);
console.log('  Demo sign-ins: apps/platform/README.md, "Seeded demo accounts".');
console.log(
  `Console: http://localhost:${consolePort}  (development owner: owner@tessera.local / tessera-owner-dev)\n`,
);
