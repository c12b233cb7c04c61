#!/usr/bin/env node
// Prints what a phone downloads to show each brand's home: the JavaScript and CSS that
// index.html loads up front (entry plus modulepreloads), raw and gzip. Lazy chunks are listed
// apart. Build first: `npx nx run-many -t build`.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const brandsDir = 'apps/brands';
const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];

for (const brand of readdirSync(brandsDir)) {
  const dist = join(brandsDir, brand, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${brand}: no build in ${dist}; run npx nx run-many -t build first`);
    process.exitCode = 1;
    continue;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const upFront = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
  );
  const sizes = { js: [0, 0], css: [0, 0], lazyJs: [0, 0] };
  for (const file of readdirSync(join(dist, 'assets'))) {
    const bytes = readFileSync(join(dist, 'assets', file));
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null;
    if (!kind) continue;
    const bucket = kind === 'js' && !upFront.has(`assets/${file}`) ? 'lazyJs' : kind;
    sizes[bucket][0] += bytes.length;
    sizes[bucket][1] += gzipSync(bytes, { level: 9 }).length;
  }
  rows.push({
    brand,
    'first-load JS gzip KB': kb(sizes.js[1]),
    'first-load JS raw KB': kb(sizes.js[0]),
    'CSS gzip KB': kb(sizes.css[1]),
    'lazy JS gzip KB': kb(sizes.lazyJs[1]),
  });
}
console.table(rows);
