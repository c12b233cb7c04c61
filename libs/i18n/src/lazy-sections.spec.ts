import { describe, expect, it } from 'vitest';
import { loadI18n, loadLanguage } from './load-i18n';
import { addSection, loadSection } from './lazy-sections';
import * as lottery from './tables/lottery';
import * as records from './tables/records';
import * as wallet from './tables/wallet';

describe('lazy sections', () => {
  it('load into the instances that exist and those created later, in their language only', async () => {
    const before = await loadI18n('pt');
    expect(before.t('wallet.move')).toBe('wallet.move');
    await loadSection('wallet');
    await loadSection('records');
    expect(before.t('wallet.move')).toBe('Mover');
    expect(before.t('records.loadMore')).toBe(records.pt.loadMore);
    expect(before.t('wallet.move', { lng: 'bn' })).toBe('wallet.move');
    const after = await loadI18n('bn');
    expect(after.t('wallet.move')).toBe(wallet.bn.move);
    expect(after.t('records.loadMore')).toBe(records.bn.loadMore);
  });

  it("join the catalogue's errors when they are refusals", async () => {
    const i18n = await loadI18n('tl');
    await loadSection('cashierErrors');
    expect(i18n.exists('errors.BAD_REQUEST')).toBe(true);
    expect(Object.keys(i18n.getResource('tl', 'translation', 'errors') as object)).toEqual(
      expect.arrayContaining(['BAD_REQUEST', 'DEPOSIT_NOT_FOUND']),
    );
  });

  it('follow a language switch, with the new table, before the page changes language', async () => {
    const i18n = await loadI18n('en');
    await loadSection('wallet');
    await loadLanguage(i18n, 'ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.t('wallet.move')).toBe(wallet.ar.move);
    expect(i18n.t('home.welcome', { name: 'Sahra' })).toBe('أهلًا بك في Sahra');
  });

  it('added by a screen with its every language reach every language', async () => {
    const i18n = await loadI18n('bn');
    addSection('lottery', lottery);
    expect(i18n.t('lottery.myBets')).toBe(lottery.bn.myBets);
    await loadLanguage(i18n, 'pt');
    expect(i18n.t('lottery.myBets')).toBe(lottery.pt.myBets);
  });
});
