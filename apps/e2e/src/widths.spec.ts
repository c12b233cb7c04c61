import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { inEnglish, logIn, signInAsAgent } from './accounts-helpers';

// No sideways scroll anywhere (issue 14): every route of the site's route tree
// (libs/site/src/app/routes.tsx, member-routes.tsx, agent-routes.tsx), in the brand's default
// language and in Tagalog, at every width from a small phone to a laptop. Each route is opened
// once and the window resized through the widths, so the run stays short.

const WIDTHS = [320, 360, 390, 768, 1024, 1366] as const;

const VISITOR_ROUTES = [
  '/',
  '/login',
  '/register',
  '/help',
  '/helpmc',
  '/download',
  '/agent',
  '/resetPassword',
  '/social/callback',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/cricket',
  '/bgs',
  '/promotions',
  '/pointMall',
  '/seamless',
];

const MEMBER_ROUTES = [
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/member',
  '/member/deposit-v2',
  '/member/withdraw',
  '/member/deposit-history',
  '/member/withdrawal-history',
  '/member/deposit-limits',
  '/member/transfer-fund',
  '/member/transfer-upline',
  '/member/personal-history-copy',
  '/member/transaction-history',
  '/member/personal-profit',
  '/member/bonus-details',
  '/member/security-center',
  '/member/reward-center',
  '/member/vip',
  '/member/responsible-gaming',
  '/member/referral',
  '/member/mission-leaderboard',
  '/member/lucky-draw',
  '/member/message-v2',
];

const AGENT_ROUTES = [
  '/agentHome',
  '/agentHome/agentAnnouncement',
  '/agentHome/agentTeamOverview',
  '/agentHome/registerCenter',
  '/agentHome/downlineManagmentView',
  '/agentHome/personalHistoryCopy',
  '/agentHome/palStatementsAgentCopy',
  '/agentHome/agentRevenueReport',
  '/agentHome/agentDownlineTransactionDetailsCopy',
  '/agentHome/agentDividendRecordCopy2',
  '/agentHome/agentDailyWages2',
  '/agentHome/agentHourSalary',
  '/agentHome/agentRealtimeSalary',
  '/agentHome/agentContracts',
];

/** The page has drawn its content: its heading, in its fonts. */
async function contentShown(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  // The site frame builds its footer after the first screen: it is measured too. A modal open
  // on arrival (a popup, the login on /login) hides it from the accessibility tree, rightly.
  if (await page.locator('a[href="#main"]').count())
    await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeAttached();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The document's width after the page has laid itself out (two frames) at this size. */
function documentWidth(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
  });
}

/** Opens each route once, resizes through the widths; returns each route@width that overflowed. */
async function overflowing(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await contentShown(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { scrollWidth, innerWidth } = await documentWidth(page);
      if (scrollWidth > innerWidth) found.push(`${route} at ${width}: ${scrollWidth} px wide`);
    }
  }
  return found;
}

/**
 * Shows the site in `code` on every load, after any other init script (such as the English one
 * used to sign in), then checks the routes.
 */
async function inLanguage(page: Page, code: string, routes: readonly string[]) {
  await page.addInitScript((wanted) => localStorage.setItem('tessera.language', wanted), code);
  return overflowing(page, routes);
}

async function signInAsPlayer(page: Page) {
  await inEnglish(page);
  await page.goto('/login');
  await logIn(page, 'player1', 'player1pass');
  await expect(page.getByTestId('member-name')).toBeAttached();
}

// A ceiling for a loaded 2-core machine; each test takes well under a minute on a quiet one.
test.describe.configure({ timeout: 300_000 });

for (const language of ['default', 'tl'] as const) {
  test.describe(`in ${language === 'default' ? "the brand's default language" : 'Tagalog'}`, () => {
    test('no route of a visitor scrolls sideways at any width', async ({ page, brand }) => {
      await page.goto('/promotions');
      // One promotion's own page too: the first one listed.
      const detail = await page
        .locator('main a[href^="/promotions/"]')
        .first()
        .getAttribute('href');
      const routes = detail ? [...VISITOR_ROUTES, detail] : VISITOR_ROUTES;
      const code = language === 'default' ? brand.language : language;
      expect(await inLanguage(page, code, routes)).toEqual([]);
    });

    // The member's pages in two halves, so each test stays short on a busy machine.
    const halves = [MEMBER_ROUTES.slice(0, 13), MEMBER_ROUTES.slice(13)];
    halves.forEach((routes, half) => {
      test(`no page of a signed-in member scrolls sideways at any width (part ${half + 1})`, async ({
        page,
        brand,
      }) => {
        await signInAsPlayer(page);
        // The signed-in lobby (header with balance and account menu), then the member pages.
        const code = language === 'default' ? brand.language : language;
        expect(await inLanguage(page, code, half === 0 ? ['/', ...routes] : routes)).toEqual([]);
      });
    });

    test('no page of the agent centre scrolls sideways at any width', async ({ page, brand }) => {
      await inEnglish(page);
      await signInAsAgent(page);
      const code = language === 'default' ? brand.language : language;
      expect(await inLanguage(page, code, AGENT_ROUTES)).toEqual([]);
    });
  });
}
