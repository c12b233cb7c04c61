import Type from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CursorPage } from './cursor-page';
import { Nullable } from './schema-types';

const Row = Type.Object({ id: Type.Integer() });

describe('CursorPage', () => {
  it('builds the wire schema a hand-written page had: rows, cursor, then the extras', () => {
    const built = CursorPage('list', Row, { totals: Type.Object({ in: Type.Integer() }) });
    const byHand = Type.Object({
      list: Type.Array(Row),
      nextCursor: Nullable(Type.String()),
      totals: Type.Object({ in: Type.Integer() }),
    });
    expect(JSON.parse(JSON.stringify(built))).toEqual(JSON.parse(JSON.stringify(byHand)));
    expect(Object.keys(built.properties)).toEqual(['list', 'nextCursor', 'totals']);
  });

  it('accepts a last page and refuses one without its cursor or with rows under another key', () => {
    const page = CursorPage('items', Row);
    expect(Value.Check(page, { items: [{ id: 1 }], nextCursor: null })).toBe(true);
    expect(Value.Check(page, { items: [{ id: 1 }], nextCursor: '7' })).toBe(true);
    expect(Value.Check(page, { items: [{ id: 1 }] })).toBe(false);
    expect(Value.Check(page, { list: [{ id: 1 }], nextCursor: null })).toBe(false);
  });
});
