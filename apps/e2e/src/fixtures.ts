import { test as base } from '@playwright/test';
import type { BrandId } from './servers';

/** Each brand's default language, the texts the tests look for in it, and its merchant. */
export const BRANDS = {
  aurora: {
    merchant: 'AURORA',
    language: 'bn',
    name: 'Aurora',
    welcome: 'Aurora-এ স্বাগতম',
    merchantLine: 'পরিচালনায় Aurora Casino · ওয়ালেট BDT-এ',
    theme: 'dark',
    switchTheme: 'হালকা থিমে যান',
    languageLabel: 'ভাষা',
    promotions: 'প্রচার',
    comingSoon: 'শীঘ্রই আসছে',
    close: 'বন্ধ করুন',
    loginTitle: 'লগ ইন',
    year2030: '২০৩০',
    feedback: 'মতামত ও অভিযোগ',
  },
  lumen: {
    merchant: 'LUMEN',
    language: 'en',
    name: 'Lumen',
    welcome: 'Welcome to Lumen',
    merchantLine: 'Operated by Lumen Play · wallet in PHP',
    theme: 'light',
    switchTheme: 'Switch to dark theme',
    languageLabel: 'Language',
    promotions: 'Promotions',
    comingSoon: 'Coming soon',
    close: 'Close',
    loginTitle: 'Log in',
    year2030: '2030',
    feedback: 'Feedback and complaints',
  },
} as const;

export type BrandTexts = (typeof BRANDS)[BrandId];

/**
 * `brand`: the texts of the brand under test. Unless a test asks for `arrivalPopups`, the
 * announcement and gift popups are marked closed so they do not cover what a test looks at.
 */
export const test = base.extend<{ brand: BrandTexts; arrivalPopups: boolean }>({
  arrivalPopups: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from this pattern.
  brand: async ({}, use, info) => {
    await use(BRANDS[info.project.name.replace(/-.*/, '') as BrandId]);
  },
  page: async ({ page, arrivalPopups }, use) => {
    if (!arrivalPopups) {
      await page.addInitScript(() => {
        for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
          sessionStorage.setItem(key, '1');
      });
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
