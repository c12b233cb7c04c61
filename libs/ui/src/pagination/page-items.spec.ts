import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it.each([
    // page, count, siblings, expected
    [1, 0, 0, []],
    [1, 1, 0, [1]],
    [3, 5, 0, [1, 2, 3, 4, 5]],
    [1, 6, 0, [1, 2, 3, 'end-gap', 6]],
    [3, 6, 0, [1, 2, 3, 'end-gap', 6]],
    [4, 6, 0, [1, 'start-gap', 4, 5, 6]],
    [6, 6, 0, [1, 'start-gap', 4, 5, 6]],
    [5, 10, 0, [1, 'start-gap', 5, 'end-gap', 10]],
    [1, 7, 1, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, 1, [1, 2, 3, 4, 5, 'end-gap', 10]],
    [4, 10, 1, [1, 2, 3, 4, 5, 'end-gap', 10]],
    [5, 10, 1, [1, 'start-gap', 4, 5, 6, 'end-gap', 10]],
    [7, 10, 1, [1, 'start-gap', 6, 7, 8, 9, 10]],
    [10, 10, 1, [1, 'start-gap', 6, 7, 8, 9, 10]],
    [50, 100, 2, [1, 'start-gap', 48, 49, 50, 51, 52, 'end-gap', 100]],
    [0, 10, 0, [1, 2, 3, 'end-gap', 10]],
    [99, 10, 0, [1, 'start-gap', 8, 9, 10]],
  ] as const)('page %i of %i with %i siblings', (page, count, siblings, expected) => {
    expect(pageItems(page, count, siblings)).toEqual(expected);
  });

  it('keeps one length, shows first, last and current, and gaps only hide 2+ pages', () => {
    for (const siblings of [0, 1, 2]) {
      for (let page = 1; page <= 40; page += 1) {
        const items = pageItems(page, 40, siblings);
        expect(items).toHaveLength(2 * siblings + 5);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(40);
        expect(items).toContain(page);
        items.forEach((item, index) => {
          const next = items[index + 1];
          if (typeof item === 'number' && typeof next === 'number') expect(next).toBe(item + 1);
          const after = items[index + 2];
          if (typeof item === 'number' && typeof next === 'string' && typeof after === 'number') {
            expect(after - item).toBeGreaterThanOrEqual(3);
          }
        });
      }
    }
  });
});
