import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { addSection } from './lazy-sections';
import { cashier } from './tables/cashier';
import { agentContractErrors } from './tables/agent-contract-errors';
import { agentContracts } from './tables/agent-contracts';
import { cashierErrors } from './tables/cashier-errors';
import { promotionCentre } from './tables/promotion-centre';
import { promotionErrors } from './tables/promotion-errors';
import { records } from './tables/records';
import { security } from './tables/security';
import { securityErrors } from './tables/security-errors';
import { securityLogin } from './tables/security-login';
import { wallet } from './tables/wallet';
import { engagementErrors } from './tables/engagement-errors';
import { feedback } from './tables/feedback';
import { messages } from './tables/messages';
import { referral } from './tables/referral';
import { protection } from './tables/protection';
import { blog } from './tables/blog';
import { download } from './tables/download';
import { offline } from './tables/offline';
import { protectionErrors } from './tables/protection-errors';
import { lottery } from './tables/lottery';

describe('lazy sections', () => {
  it('keep every {{placeholder}} of the English text in each language', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const sections = [
      agentContractErrors,
      agentContracts,
      cashier,
      cashierErrors,
      records,
      wallet,
      security,
      securityErrors,
      securityLogin,
      promotionCentre,
      promotionErrors,
      messages,
      referral,
      feedback,
      engagementErrors,
      protection,
      protectionErrors,
      lottery,
      blog,
      download,
      offline,
    ];
    for (const section of sections as Record<string, Record<string, string>>[])
      for (const language of ['bn', 'pt', 'tl']) {
        expect(Object.keys(section[language]!).sort()).toEqual(Object.keys(section['en']!).sort());
        for (const [key, text] of Object.entries(section['en']!))
          expect(placeholders(section[language]![key] ?? ''), key).toEqual(placeholders(text));
      }
  });

  it('are translated, not English copies (brand names of chat apps aside)', () => {
    for (const section of [
      security,
      securityErrors,
      securityLogin,
      promotionCentre,
      promotionErrors,
      messages,
      referral,
      feedback,
      engagementErrors,
      protection,
      protectionErrors,
      lottery,
      blog,
      download,
      offline,
    ] as Record<string, Record<string, string>>[])
      for (const language of ['bn', 'pt', 'tl']) {
        const copied = Object.entries(section['en']!).filter(
          ([key, text]) => section[language]![key] === text && text.length > 12,
        );
        expect(copied, language).toEqual([]);
      }
  });

  it('reach the instances that exist and those created later, in every language', () => {
    const before = createI18n('pt');
    expect(before.exists('records.loadMore')).toBe(false);
    expect(before.t('wallet.move')).toBe('wallet.move');
    addSection('wallet', wallet);
    addSection('records', records);
    addSection('records', records);
    expect(before.t('wallet.move')).toBe('Mover');
    expect(before.t('records.loadMore')).toBe(records.pt.loadMore);
    const after = createI18n('bn');
    expect(after.t('wallet.move')).toBe('সরান');
    expect(after.t('wallet.move', { lng: 'tl' })).toBe('Ilipat');
    expect(after.t('records.loadMore')).toBe(records.bn.loadMore);
  });
});
