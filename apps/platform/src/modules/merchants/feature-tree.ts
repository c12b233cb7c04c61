import type { WhitelabelNode } from '@tessera/contract';

/** A flat feature row, as stored: the tree is rebuilt from parent links. */
export interface FeatureRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
  sort: number;
}

/** Nests flat rows under their parents, each level ordered by `sort` then modId. */
export function buildFeatureTree(rows: readonly FeatureRow[]): WhitelabelNode[] {
  const ordered = [...rows].sort((a, b) => a.sort - b.sort || a.modId.localeCompare(b.modId));
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of ordered)
    nodes.set(row.modId, { modId: row.modId, enabled: row.enabled, childrenNodes: [] });

  const roots: WhitelabelNode[] = [];
  for (const row of ordered) {
    const node = nodes.get(row.modId);
    if (!node) continue;
    const parent = row.parentModId === null ? undefined : nodes.get(row.parentModId);
    // A row whose parent is missing is shown at the top rather than silently dropped.
    (parent?.childrenNodes ?? roots).push(node);
  }
  return roots;
}
