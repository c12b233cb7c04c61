#!/usr/bin/env node
// Prints what a phone downloads to show each brand's home (tools/bundle-lib.mjs): up-front
// JavaScript and CSS, raw and gzip, and the lazy chunks apart. Build first:
// `npx nx run-many -t build`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSizes, FIRST_LOAD_JS_BUDGET_KB } from './bundle-lib.mjs';

const brandsDir = 'apps/brands';
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];

for (const brand of readdirSync(brandsDir)) {
  const sizes = bundleSizes(join(brandsDir, brand));
  if (!sizes) {
    console.error(
      `${brand}: no build in ${brandsDir}/${brand}/dist; run npx nx run-many -t build first`,
    );
    process.exitCode = 1;
    continue;
  }
  rows.push({
    brand,
    'first-load JS gzip KB': kb(sizes.js[1]),
    'first-load JS raw KB': kb(sizes.js[0]),
    'first-load CSS gzip KB': kb(sizes.css[1]),
    'index.html gzip KB': kb(sizes.page[1]),
    'up-front files': sizes.requests,
    'lazy JS gzip KB': kb(sizes.lazyJs[1]),
    'lazy CSS gzip KB': kb(sizes.lazyCss[1]),
  });
}
console.table(rows);
console.log(`budget: first-load JS ≤ ${FIRST_LOAD_JS_BUDGET_KB} KB gzip per brand`);
