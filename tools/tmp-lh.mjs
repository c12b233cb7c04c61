import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform, stopPlatform } from './bench-lib.mjs';
const brand = process.argv[2] ?? 'aurora';
const platform = await startPlatform('apps/platform/dist/main.js', { PGLITE_DIR: 'memory' }, { startMs: 120_000 });
const child = spawn('npm', ['run', 'preview', '--prefix', `apps/brands/${brand}`], { stdio: 'ignore', env: { ...process.env, PORT: '4790', PLATFORM_URL: platform.base }, detached: true });
const url = 'http://127.0.0.1:4790/';
for (;;) { if ((await fetch(url).catch(() => null))?.ok) break; await new Promise((r) => setTimeout(r, 200)); }
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log('perf', lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue);
  console.log('bootup', JSON.stringify(a['bootup-time'].details.items.map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])));
  console.log('long', JSON.stringify(a['long-tasks']?.details?.items?.map((i) => [i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)])));
  console.log('lcp-phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
} finally { await chrome.kill(); process.kill(-child.pid); await stopPlatform(platform.child); }
