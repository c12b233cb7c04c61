import { expect, test } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '@tessera/i18n';
import { seriousViolations } from './a11y-helpers';
import { signInToConsole, uniqueStaffEmail } from './console-helpers';
import { addStaffWithToken, someMemberId } from './operator';

// Every console page, signed in as an owner (who sees them all): no sideways scroll on a 360 px
// phone nor at 1366 px in any of the console's languages, and axe clean in English and Arabic.

const LANGUAGES = ['en', 'bn', 'pt', 'tl', 'ar'] as const;
const AXE_LANGUAGES = new Set(['en', 'ar']);

// One test per language, so each has its own time and the two workers share them.
for (const language of LANGUAGES) {
  test(`every console page fits 360 and 1366 px in ${language}`, async ({ page }) => {
    test.slow();
    const email = uniqueStaffEmail(`pages-${language}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToConsole(page, email, await addStaffWithToken('E2E Pages', email, 'owner'));
    const member = await someMemberId('AURORA', 'player1');
    const pages = [
      '/',
      '/staff',
      '/staff/roles',
      '/staff/keys',
      '/audit',
      '/sessions',
      '/account',
      '/money',
      '/money?view=adjustments',
      '/money?view=thresholds',
      '/players',
      `/players/${member}`,
      '/documents',
    ];

    await page.evaluate(({ key, code }) => localStorage.setItem(key, code), {
      key: LANGUAGE_STORAGE_KEY,
      code: language,
    });
    for (const path of pages) {
      for (const width of [360, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} in ${language} at ${width} px`).toBeLessThanOrEqual(0);
        if (width === 360 && AXE_LANGUAGES.has(language))
          expect(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
      }
    }
  });
}
