import { describe, expect, it } from 'vitest';
import { GAME_FILTER_TYPES, PRIZE_MODES, prizeMode, type PrizeCard } from './prize-mode';
import type { Lane } from './lanes';

const lane = (title: string, ...cards: PrizeCard[]): Lane<PrizeCard> => ({ title, cards });

describe('prizeMode', () => {
  it.each<[string, Lane<PrizeCard>[], string]>([
    ['no lanes', [], 'LOTT'],
    ['only plain lottery', [lane('LOTT', { vassalage: 'TCG_LOTTO_VN' })], 'LOTT'],
    ['ELOTT lane with Vietnam lottery', [lane('ELOTT', { vassalage: 'TCG_LOTTO_VN' })], 'ELOTT'],
    ['ELOTT lane with lottery', [lane('ELOTT', { vassalage: 'TCG_LOTTO' })], 'ELOTT'],
    ['ELOTT lane, other vendor', [lane('ELOTT', { vassalage: 'GPI' })], 'LOTT'],
    [
      'card typed ELOTT in another lane',
      [lane('LOTT', { vassalage: 'TCG_LOTTO', gameType: 'ELOTT' })],
      'ELOTT',
    ],
    [
      'card typed LOTT inside the ELOTT lane',
      [lane('ELOTT', { vassalage: 'TCG_LOTTO', gameType: 'LOTT' })],
      'LOTT',
    ],
    ['sports lane with lottery vendor', [lane('SPORTS', { vassalage: 'TCG_LOTTO' })], 'LOTT'],
  ])('%s → %s', (_label, lanes, expected) => expect(prizeMode(lanes)).toBe(expected));

  it('accepts other lottery vendors', () => {
    expect(prizeMode([lane('ELOTT', { vassalage: 'GPI' })], ['GPI'])).toBe('ELOTT');
  });
});

describe('constants', () => {
  it('lists prize modes and filter types as in the spec', () => {
    expect(PRIZE_MODES).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
    expect(GAME_FILTER_TYPES).toEqual(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']);
  });
});
