import { describe, expect, it } from 'vitest';
import { buildFeatureTree, type FeatureRow } from './feature-tree';

const row = (
  modId: string,
  parentModId: string | null,
  sort: number,
  enabled = true,
): FeatureRow => ({
  modId,
  parentModId,
  enabled,
  sort,
});

describe('buildFeatureTree', () => {
  it('nests children under their parents, each level ordered by sort', () => {
    const tree = buildFeatureTree([
      row('B-child-2', 'B', 2),
      row('B', null, 1),
      row('A', null, 0, false),
      row('B-child-1', 'B', 1),
    ]);
    expect(tree).toEqual([
      { modId: 'A', enabled: false, childrenNodes: [] },
      {
        modId: 'B',
        enabled: true,
        childrenNodes: [
          { modId: 'B-child-1', enabled: true, childrenNodes: [] },
          { modId: 'B-child-2', enabled: true, childrenNodes: [] },
        ],
      },
    ]);
  });

  it('keeps an orphan at the top instead of dropping it', () => {
    expect(buildFeatureTree([row('LOST', 'GONE', 0)]).map((node) => node.modId)).toEqual(['LOST']);
  });

  it('returns an empty tree for no rows', () => {
    expect(buildFeatureTree([])).toEqual([]);
  });
});
