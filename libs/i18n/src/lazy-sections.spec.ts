import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { addSection } from './lazy-sections';
import { wallet } from './tables/wallet';

describe('lazy sections', () => {
  it('reach the instances that exist and those created later, in every language', () => {
    const before = createI18n('pt');
    expect(before.t('wallet.move')).toBe('wallet.move');
    addSection('wallet', wallet);
    expect(before.t('wallet.move')).toBe('Mover');
    const after = createI18n('bn');
    expect(after.t('wallet.move')).toBe('সরান');
    expect(after.t('wallet.move', { lng: 'tl' })).toBe('Ilipat');
  });
});
