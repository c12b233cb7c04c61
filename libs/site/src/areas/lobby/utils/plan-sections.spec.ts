import type { GameMenu, VendorCard, VendorLane } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { planSections } from './plan-sections';

const menu = (gameType: GameMenu['gameType'], ...vendors: string[]): GameMenu => ({
  gameType,
  vendors: vendors.map((vassalage) => ({ vassalage, displayName: vassalage, logoUrl: null })),
});

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  gameCode: null,
  iconUrl: `/cdn/games/${vassalage}.svg`,
  maintenance: false,
});

const lane = (title: string, ...cards: VendorCard[]): VendorLane => ({
  title,
  cards,
  gameClassify: [],
});

const menus = [menu('LIVE', 'AG'), menu('RNG', 'PG'), menu('PVP', 'KY'), menu('FISH', 'JDB')];
const summary = (plan: ReturnType<typeof planSections>) =>
  plan.map((section) =>
    section.kind === 'games'
      ? `${section.key}→${section.more ?? '-'}`
      : `${section.titleKey}:${section.cards.map((c) => c.vassalage).join(',')}`,
  );

describe('planSections', () => {
  it('puts the game types the menus offer in spec order, each with its page', () => {
    expect(summary(planSections(menus, null))).toEqual([
      'RNG→/rng',
      'LIVE→/live',
      'FISH→/fish',
      'PVP→/pvp',
    ]);
  });

  it('leaves out a game type the merchant has no vendor for', () => {
    expect(summary(planSections([menu('LIVE', 'AG')], null))).toEqual(['LIVE→/live']);
  });

  it('adds vendor sections from the lanes after the game sections, in spec order', () => {
    const lanes = [
      lane('COCKFIGHT', card('DS88', 'COCKFIGHT')),
      lane('LOTT', card('TCG', 'LOTT')),
      lane('SPORTS', card('SBT', 'SPORTS')),
      lane('ESPORTS', card('IMES', 'ESPORTS')),
      lane('RNG', card('PG', 'RNG')),
      lane('INHOUSE', card('BGS', 'RNG')),
    ];
    expect(summary(planSections(menus, lanes))).toEqual([
      'RNG→/rng',
      'LIVE→/live',
      'FISH→/fish',
      'PVP→/pvp',
      'SPORTS:SBT',
      'ESPORTS:IMES',
      'LOTT:TCG',
      'COCKFIGHT:DS88',
    ]);
  });

  it('has no lottery section when no lottery lane has cards', () => {
    const lanes = [lane('SPORTS', card('SBT', 'SPORTS')), lane('LOTT')];
    expect(summary(planSections([], lanes))).toEqual(['SPORTS:SBT']);
  });

  it('shows the e-lottery lane when the prize mode is e-lottery', () => {
    const lanes = [lane('LOTT', card('TCG', 'LOTT')), lane('ELOTT', card('TCG_LOTTO_VN', 'ELOTT'))];
    expect(summary(planSections([], lanes))).toEqual(['ELOTT:TCG_LOTTO_VN']);
  });

  it('keeps at most 12 vendor cards', () => {
    const many = Array.from({ length: 15 }, (_, i) => card(`V${i}`, 'SPORTS'));
    const [sports] = planSections([], [lane('SPORTS', ...many)]);
    expect(sports?.kind === 'vendors' && sports.cards).toHaveLength(12);
  });
});
