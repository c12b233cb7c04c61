// Lighthouse on each brand's home, as a phone sees it: the built platform on a fresh in-memory
// database, each brand's production build behind `vite preview`, Lighthouse's mobile defaults
// (simulated Slow 4G, 4x CPU) in the system Chromium. Used by tools/bench-lighthouse.mjs (prints)
// and tools/lighthouse.test.mjs (asserts the targets). Build first: `npx nx run-many -t build`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform, stopPlatform } from './bench-lib.mjs';
import { BRANDS_DIR, brandIds } from './bundle-lib.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The targets of issue 14, per brand home. Scores are 0–100, times in ms. */
export const TARGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  seo: { min: 95 },
  lcp: { max: 1800 },
  tbt: { max: 150 },
  cls: { max: 0.05 },
};

/** Starts `vite preview` of one brand's build on `port`; resolves once the home answers. */
async function startPreview(brand, port, platformUrl) {
  if (!existsSync(join(BRANDS_DIR, brand, 'dist', 'index.html')))
    throw new Error(`${brand}: no build in ${BRANDS_DIR}/${brand}/dist; run the builds first`);
  const child = spawn('npm', ['run', 'preview', '--prefix', join(BRANDS_DIR, brand)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), PLATFORM_URL: platformUrl },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${brand}: preview exited with ${child.exitCode}`);
    if ((await fetch(url).catch(() => null))?.ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopPreview(child);
  throw new Error(`${brand}: preview did not answer on ${url} within 60 s`);
}

/** npm starts vite as its child: the whole process group goes. */
function stopPreview(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** The figures of one Lighthouse run (mobile defaults), rounded as people quote them. */
function figures(lhr) {
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcp: Math.round(value('first-contentful-paint')),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    // The main thread's work during the load, as simulated (4x the observed CPU time), and
    // Lighthouse's measure of this machine's CPU speed: both say whether a run's TBT came from
    // the page or from a busy or slow machine.
    mainThread: Math.round(value('mainthread-work-breakdown')),
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .filter((audit) => audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id),
  };
}

/** Which targets a brand's figures miss, as readable lines (empty when all are met). */
export function missedTargets(result) {
  return Object.entries(TARGETS).flatMap(([key, { min, max }]) => {
    const got = result[key];
    if (min !== undefined && !(got >= min)) return [`${key} ${got} < ${min}`];
    if (max !== undefined && !(got <= max)) return [`${key} ${got} > ${max}`];
    return [];
  });
}

/**
 * Measures every brand's home `runs` times (the median run by performance score is kept: a
 * shared machine has noisy moments) and resolves to one row per brand.
 */
export async function measureBrands({ runs = 1, basePort = 4700 } = {}) {
  const platform = await startPlatform(
    'apps/platform/dist/main.js',
    { PGLITE_DIR: 'memory' },
    { startMs: 120_000 },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  try {
    let port = basePort;
    for (const brand of brandIds()) {
      const preview = await startPreview(brand, port++, platform.base);
      try {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const { lhr } = await lighthouse(preview.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
          });
          results.push(figures(lhr));
        }
        results.sort((a, b) => a.performance - b.performance);
        rows.push({ brand, ...results[Math.floor(results.length / 2)] });
      } finally {
        stopPreview(preview.child);
      }
    }
  } finally {
    await chrome.kill();
    await stopPlatform(platform.child);
  }
  return rows;
}
