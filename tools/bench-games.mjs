#!/usr/bin/env node
// `node tools/bench-games.mjs [--requests 300]`: starts the built platform
// (apps/platform/dist/main.js) on 127.0.0.1 with in-memory PGlite, and also on a throwaway
// PostgreSQL database when DATABASE_URL is set; times game-list pages (first, deep, one vendor),
// name searches, vendor lanes and hot games over the seeded catalogue, one request at a time,
// and prints p50/p99 per case with the catalogue size.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { onThrowawayDatabase, startPlatform, stopPlatform, timeCalls } from './bench-lib.mjs';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' } } });
const REQUESTS = Number(values.requests);
const MAIN = 'apps/platform/dist/main.js';
const HEADERS = { 'x-merchant-code': 'AURORA' };
const LIST = '/wps/relay/GCSGAME_gameList';
// Searches rotate so no single term is the whole figure: hits in many games, few, and none.
const SEARCHES = ['dragon', 'tiger mega', 'book of', 'fortune', 'temple of rep', 'xmas', 'zzqx'];

if (!existsSync(MAIN)) {
  console.error(`${MAIN} is missing: run \`npx nx run @tessera/platform:build\` first`);
  process.exit(1);
}

async function getValue(base, path) {
  const res = await fetch(`${base}${path}`, { headers: HEADERS });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.value;
}

/** Sends `REQUESTS` requests (after 20 unmeasured ones); `pathAt(i)` gives the i-th path. */
async function latency(base, pathAt) {
  for (let i = 0; i < 20; i++) await getValue(base, pathAt(i));
  return timeCalls(REQUESTS, (i) => getValue(base, pathAt(i)));
}

async function bench(label, env) {
  const { base, child } = await startPlatform(MAIN, env);
  try {
    const all = await getValue(base, `${LIST}?pageSize=1`);
    const rng = await getValue(base, `${LIST}?gameType=RNG&pageSize=20`);
    const cases = {
      'RNG page 1': () => `${LIST}?gameType=RNG&pageNo=1&pageSize=20`,
      [`RNG page ${rng.totalPages} (last)`]: () =>
        `${LIST}?gameType=RNG&pageNo=${rng.totalPages}&pageSize=20`,
      'RNG vendor PG page 3': () => `${LIST}?gameType=RNG&vassalage=PG&pageNo=3&pageSize=20`,
      'name search': (i) => `${LIST}?name=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`,
      'vendor lanes': () => '/wps/relay/GCSGAME_vendorLanes',
      'hot games': () => '/wps/relay/GCSGAME_hotGamesV2',
    };
    const rows = [];
    for (const [name, pathAt] of Object.entries(cases)) {
      const { p50, p99 } = await latency(base, pathAt);
      rows.push({
        database: label,
        case: name,
        requests: REQUESTS,
        'p50 ms': p50.toFixed(2),
        'p99 ms': p99.toFixed(2),
      });
    }
    console.log(`${label}: ${all.totalElements} games in AURORA's catalogue`);
    return rows;
  } finally {
    await stopPlatform(child);
  }
}

const rows = await bench('pglite (memory)', { PGLITE_DIR: 'memory', DATABASE_URL: '' });
await onThrowawayDatabase(async (url) => {
  rows.push(...(await bench('postgresql', { DATABASE_URL: url })));
});
console.table(rows);
