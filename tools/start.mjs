#!/usr/bin/env node
// `npm start [-- --brand lumen]`: the platform on embedded PGlite (migrated and seeded on first
// run, data in .data/pglite) and one brand's dev server with /wps and /lgw proxied to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', default: 'aurora' },
    'platform-port': { type: 'string', default: '3100' },
  },
});
const brand = values.brand;
if (!existsSync(`apps/brands/${brand}/brand.config.ts`)) {
  console.error(`No brand "${brand}": expected apps/brands/${brand}/brand.config.ts`);
  process.exit(1);
}
const platformUrl = `http://127.0.0.1:${values['platform-port']}`;
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
  return child;
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

async function waitForPlatform(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${platformUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The platform did not answer on ${platformUrl}/health within 60 s`);
}

run('platform', 'node_modules/.bin/tsx', ['apps/platform/src/main.ts'], {
  PORT: values['platform-port'],
});
await waitForPlatform();
run(brand, 'npm', ['run', 'dev', '--prefix', `apps/brands/${brand}`], {
  PLATFORM_URL: platformUrl,
});
