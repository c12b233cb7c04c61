import { expect, test as base, type ConsoleMessage } from '@playwright/test';
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
    /** A host the merchant lists (seed-site-data.ts), and the domain check's page title. */
    domain: 'www.aurora.example',
    invalidUrl: 'অবৈধ URL',
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
    domain: 'm.lumenplay.example',
    invalidUrl: 'Invalid URL',
  },
} as const;

export type BrandTexts = (typeof BRANDS)[BrandId];

/** Chromium's console text for anything a Content-Security-Policy blocked, in any frame. */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * The one expected report: the seeded announcement carries an `onmouseover` on purpose (the
 * popups test proves the sanitizer removes it), and Chromium reports that handler as blocked
 * while DOMPurify parses the HTML. The policy doing its job there is no failure; anything else
 * blocked is.
 */
const expectedReport = (message: ConsoleMessage) =>
  /inline event handler/.test(message.text()) && /\/assets\/purify\./.test(message.location().url);

/**
 * `brand`: the texts of the brand under test. Unless a test asks for `arrivalPopups`, the
 * announcement and gift popups are marked closed so they do not cover what a test looks at.
 * Every test fails if the browser blocked anything under the site's Content-Security-Policy
 * (or a sandbox page's): the tests run on `vite preview`, which applies the production policy.
 */
export const test = base.extend<{ brand: BrandTexts; arrivalPopups: boolean }>({
  arrivalPopups: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from this pattern.
  brand: async ({}, use, info) => {
    await use(BRANDS[info.project.name.replace(/-.*/, '') as BrandId]);
  },
  page: async ({ page, arrivalPopups }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        CSP_VIOLATION.test(message.text()) &&
        !expectedReport(message)
      )
        violations.push(`${message.text()} (${message.location().url})`);
    });
    if (!arrivalPopups) {
      await page.addInitScript(() => {
        for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP', 'GIFT_POPUP'])
          sessionStorage.setItem(key, '1');
      });
    }
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
