import { describe, expect, it } from 'vitest';
import { HOME_SECTION_LIMIT, homeSections } from './home-sections';
import type { Lane } from './lanes';

const lane = (title: string, count = 1): Lane => ({
  title,
  cards: Array.from({ length: count }, (_, i) => ({ vassalage: `${title}${i}` })),
});
const ALL = ['COCKFIGHT', 'LOTT', 'ESPORTS', 'SPORTS', 'PVP', 'FISH', 'LIVE', 'RNG', 'HOT'];
const summary = (lanes: Lane[], lotteryApplicable: boolean) =>
  homeSections(lanes, { lotteryApplicable }).map(
    (s) => `${s.key}:${s.cards.length}:${s.showMore ? 'more' : '-'}`,
  );

describe('homeSections', () => {
  it.each<[string, Lane[], boolean, string[]]>([
    ['nothing', [], true, []],
    [
      'all sections, spec order, lottery applicable',
      ALL.map((t) => lane(t)),
      true,
      [
        'HOT:1:more',
        'RNG:1:more',
        'LIVE:1:more',
        'FISH:1:more',
        'PVP:1:more',
        'SPORTS:1:-',
        'ESPORTS:1:-',
        'LOTT:1:-',
        'COCKFIGHT:1:-',
      ],
    ],
    [
      'lottery not applicable',
      [lane('LOTT'), lane('SPORTS'), lane('COCKFIGHT')],
      false,
      ['SPORTS:1:-', 'COCKFIGHT:1:-'],
    ],
    ['capped at 12', [lane('RNG', 30), lane('HOT', 13)], true, ['HOT:12:more', 'RNG:12:more']],
    ['empty lanes skipped', [lane('RNG', 0), lane('LIVE', 2)], true, ['LIVE:2:more']],
    [
      'unknown lanes skipped',
      [lane('INHOUSE'), lane('ELOTT'), lane('CRICKET'), lane('PVP')],
      true,
      ['PVP:1:more'],
    ],
    ['first lane of a title wins', [lane('FISH', 2), lane('FISH', 5)], true, ['FISH:2:more']],
  ])('%s', (_label, lanes, lotteryApplicable, expected) => {
    expect(summary(lanes, lotteryApplicable)).toEqual(expected);
  });

  it('keeps the first 12 cards in order', () => {
    const [section] = homeSections([lane('LIVE', 20)], { lotteryApplicable: false });
    expect(HOME_SECTION_LIMIT).toBe(12);
    expect(section?.cards.map((c) => c.vassalage)).toEqual(
      Array.from({ length: 12 }, (_, i) => `LIVE${i}`),
    );
  });
});
