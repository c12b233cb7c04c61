import { describe, expect, it } from 'vitest';
import { loadI18n, loadLanguage } from './load-i18n';
import { loadSection } from './lazy-sections';
import * as lottery from './tables/lottery';
import * as records from './tables/records';
import * as security from './tables/security';
import * as securityErrors from './tables/security-errors';
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

  it('of the screens that once carried every language load one, and follow a switch', async () => {
    const i18n = await loadI18n('bn');
    await Promise.all([loadSection('security'), loadSection('securityErrors')]);
    await loadSection('lottery');
    expect(i18n.t('security.loadFailed')).toBe(security.bn.loadFailed);
    expect(i18n.t('errors.TOTP_INVALID')).toBe(securityErrors.bn.TOTP_INVALID);
    expect(i18n.t('lottery.myBets')).toBe(lottery.bn.myBets);
    expect(i18n.getResource('pt', 'translation', 'security')).toBeUndefined();
    await loadLanguage(i18n, 'pt');
    expect(i18n.t('security.loadFailed')).toBe(security.pt.loadFailed);
    expect(i18n.t('lottery.myBets')).toBe(lottery.pt.myBets);
  });
});
