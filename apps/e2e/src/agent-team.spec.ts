import { CASHIER_PATHS, MERCHANT_HEADER } from '@tessera/contract';
import { expect, test } from './fixtures';
import { inEnglish, logIn, sessionToken, signInAsAgent, uniqueUsername } from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { PLATFORM_URL } from './servers';

// The agent centre through the real platform: agent1 (seeded with a three-level team) signs in
// on /agent, sees the team's figures, registers a downline, finds it in team management and
// sends it money; the downline signs in on the member site, changes the default password and
// sees the money.
test.beforeEach(async ({ page }) => inEnglish(page));

const DEFAULT_PASSWORDS: Record<string, string> = {
  AURORA: 'Welcome2Aurora',
  LUMEN: 'Welcome2Lumen',
};
const WITHDRAWAL_PASSWORD = 'agent-cash-77';

/** Gives the signed-in agent a withdrawal password (once per platform; a repeat is refused). */
async function ensureWithdrawalPassword(token: string, merchant: string) {
  const response = await fetch(`${PLATFORM_URL}${CASHIER_PATHS.withdrawalPassword}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      [MERCHANT_HEADER]: merchant,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ password: WITHDRAWAL_PASSWORD }),
  });
  const { code } = (await response.json()) as { code: string };
  expect(['OK', 'WITHDRAWAL_PASSWORD_ALREADY_SET']).toContain(code);
}

test('an agent sees the team, registers a downline, finds it and sends it money; the downline sees it', async ({
  page,
  brand,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAgent(page);
  const header = page.getByRole('banner');
  await expect(header.getByText(/^GMT[+-]\d\d:\d\d$/)).toBeVisible();
  await expect(header.getByText('Agent One')).toBeVisible();
  // The seeded team: five members on three levels.
  const members = page.getByText('Team members', { exact: true });
  await expect(members.locator('xpath=following-sibling::dd')).toHaveText(/^[5-9]|\d\d+/);

  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  await menu.getByRole('link', { name: 'Team overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByText('Valid bets', { exact: true }).first()).toBeVisible();

  // Register a downline with the default password.
  const account = uniqueUsername();
  await menu.getByRole('link', { name: 'Register account' }).click();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(`${account} is registered in your team.`)).toBeVisible();

  // Find it in team management and send it 25.
  await ensureWithdrawalPassword((await sessionToken(page)) ?? '', brand.merchant);
  await menu.getByRole('link', { name: 'Team management' }).click();
  await page.getByLabel('Account', { exact: true }).fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: account });
  await expect(card).toContainText('Level 1');
  await card.getByRole('button', { name: 'Send money' }).click();
  const dialog = page.getByRole('dialog', { name: `Send money to ${account}` });
  await dialog.getByLabel('Amount', { exact: true }).fill('25');
  await dialog.getByLabel('Withdrawal password', { exact: true }).fill(WITHDRAWAL_PASSWORD);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: `to ${account}.` })).toBeVisible();
  await expect(page.getByRole('article', { name: account })).toContainText('25.00');

  // Sign out (asked first).
  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The downline signs in with the default password, must change it, and sees the money.
  await page.goto('/login');
  await logIn(page, account, DEFAULT_PASSWORDS[brand.merchant] ?? '');
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('please set a new password');
  await change.getByLabel('New password', { exact: true }).fill('downline-new-1');
  await change.getByLabel('Confirm new password').fill('downline-new-1');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('25.00');
});

test('the agent pages fit a 320 px phone, have no serious accessibility violation, and are drawn at 360 and 1280 px', async ({
  page,
  brand,
}, testInfo) => {
  test.slow();
  await signInAsAgent(page);
  const pages = [
    ['/agentHome', 'Agent centre'],
    ['/agentHome/agentTeamOverview', 'Team overview'],
    ['/agentHome/registerCenter', 'Register account'],
    ['/agentHome/downlineManagmentView', 'Team management'],
    ['/agentHome/personalHistoryCopy', 'Team betting'],
    ['/agentHome/palStatementsAgentCopy', 'User loss'],
    ['/agentHome/agentRevenueReport', 'My income'],
    ['/agentHome/agentDownlineTransactionDetailsCopy', 'Account details'],
    ['/agentHome/agentAnnouncement', 'Announcements'],
  ] as const;
  for (const [path, heading] of pages) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], [role="status"] .visually-hidden')).toHaveCount(
      0,
    );
    expect(await seriousViolations(page), path).toEqual([]);
    for (const width of [320, 360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${path} at ${width} px`).toBe(0);
      if (width === 320) continue;
      const name = `${brand.merchant.toLowerCase()}-agent-${path.split('/').at(-1)}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    }
  }
  // The phone's menu is a sheet behind a button, and a keyboard reaches every entry.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Agent menu' });
  await expect(sheet.getByRole('link', { name: 'User loss' })).toBeVisible();
  expect(await seriousViolations(page), 'menu sheet').toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`${brand.merchant.toLowerCase()}-agent-menu-360.png`),
  });
});
