import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The monorepo root: the nearest folder above `start` holding nx.json (or `fallback` when none does). */
export function findRepoRoot(start: string, fallback: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return fallback;
    dir = parent;
  }
}
