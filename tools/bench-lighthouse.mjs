#!/usr/bin/env node
// Prints each brand's Lighthouse mobile figures for its home (see tools/lighthouse-lib.mjs).
// Build first: `npx nx run-many -t build`. `--runs 3` keeps the median of three runs per brand.
import { measureBrands, missedTargets } from './lighthouse-lib.mjs';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1;
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

const rows = await measureBrands({ runs, basePort: 4700 + offset });
console.table(
  rows.map((row) => {
    const shown = { ...row, missed: missedTargets(row).join('; ') || 'none' };
    delete shown.failedAudits;
    return shown;
  }),
);
for (const row of rows)
  if (row.failedAudits.length)
    console.log(`${row.brand} audits below 90: ${row.failedAudits.join(', ')}`);
