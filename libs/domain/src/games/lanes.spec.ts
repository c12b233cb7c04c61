import { describe, expect, it } from 'vitest';
import { reshapeLanes, type Lane } from './lanes';

const lane = (title: string, ...vendors: string[]): Lane => ({
  title,
  cards: vendors.map((vassalage) => ({ vassalage })),
});
const shape = (lanes: Lane[]) =>
  lanes.map((l) => `${l.title}:${l.cards.map((c) => c.vassalage).join(',')}`);

describe('reshapeLanes', () => {
  it.each<[string, Lane[], string[]]>([
    ['no lanes', [], []],
    ['untouched lanes', [lane('LIVE', 'AG'), lane('PVP', 'KY')], ['LIVE:AG', 'PVP:KY']],
    [
      'sports split into sports, esports, cockfight',
      [lane('SPORTS', 'SBT', 'IMES', 'DS88', 'TF', 'IBC'), lane('LOTT', 'TCG')],
      ['SPORTS:SBT,IBC', 'ESPORTS:IMES,TF', 'COCKFIGHT:DS88', 'LOTT:TCG'],
    ],
    [
      'sports with only esports: empty sports dropped',
      [lane('SPORTS', 'TF'), lane('LIVE', 'AG')],
      ['ESPORTS:TF', 'LIVE:AG'],
    ],
    ['sports without movers', [lane('SPORTS', 'SBT')], ['SPORTS:SBT']],
    [
      'rng split into rng and inhouse',
      [lane('RNG', 'PG', 'BGS', 'JDB'), lane('FISH', 'JDB')],
      ['RNG:PG,JDB', 'INHOUSE:BGS', 'FISH:JDB'],
    ],
    ['rng of only BGS', [lane('RNG', 'BGS')], ['INHOUSE:BGS']],
    ['empty lane dropped', [lane('LIVE'), lane('PVP', 'KY')], ['PVP:KY']],
    [
      'movers elsewhere stay put',
      [lane('LIVE', 'BGS', 'TF'), lane('SPORTS', 'SBT')],
      ['LIVE:BGS,TF', 'SPORTS:SBT'],
    ],
  ])('%s', (_label, input, expected) => {
    expect(shape(reshapeLanes(input))).toEqual(expected);
  });

  it('accepts extra excluded RNG providers', () => {
    const out = reshapeLanes([lane('RNG', 'PG', 'BGS', 'TC')], { rngExcluded: ['BGS', 'TC'] });
    expect(shape(out)).toEqual(['RNG:PG', 'INHOUSE:BGS,TC']);
  });

  it('keeps extra lane and card fields, and does not mutate the input', () => {
    const input = [
      {
        title: 'SPORTS',
        id: 7,
        cards: [
          { vassalage: 'SBT', name: 'a' },
          { vassalage: 'TF', name: 'b' },
        ],
      },
    ];
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    const out = reshapeLanes(input);
    expect(out).toEqual([
      { title: 'SPORTS', id: 7, cards: [{ vassalage: 'SBT', name: 'a' }] },
      { title: 'ESPORTS', id: 7, cards: [{ vassalage: 'TF', name: 'b' }] },
    ]);
    expect(input).toEqual(copy);
    expect(out[0]).not.toBe(input[0]);
  });
});
