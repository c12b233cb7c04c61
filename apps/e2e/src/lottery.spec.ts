import { LOTTERY_BET_PATHS } from '@tessera/contract';
import { expect, test } from './fixtures';
import {
  inEnglish,
  registerByUsername,
  signedInMemberId,
  uniqueUsername,
} from './accounts-helpers';
import { transferWallets } from './games-helpers';
import { creditMember } from './operator';
import { OPERATOR_TOKEN, PLATFORM_URL } from './servers';

test.beforeEach(async ({ page }) => inEnglish(page));

// Fast 3 1-minute: a draw every minute, bets close 10 s before it, so a bet waits under a minute.
const GAME = { code: 'TCG_LOTTO_FAST3_1M', name: 'Fast 3 1-minute', vendor: 'TCG_LOTTO' };

/** Asks the platform, as an operator, to run the lottery settlement now. */
async function settleNow() {
  const response = await fetch(`${PLATFORM_URL}${LOTTERY_BET_PATHS.opsSettlement}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(response.status).toBe(200);
}

test('a player bets on the next lottery draw and sees the settled bet', async ({ page, brand }) => {
  test.setTimeout(180_000);
  const path = '/lottery';
  // A player of its own: player1's money moves between wallets in other tests running alongside.
  await registerByUsername(page, brand.merchant, uniqueUsername(), 'lottery-pass-1');
  await creditMember(await signedInMemberId(page, brand.merchant), 10_000);
  await page.goto(path);
  // Lumen plays from a wallet per vendor: the money moves into the lottery vendor's first.
  const multiWallet = brand.merchant === 'LUMEN';
  if (multiWallet) await transferWallets(page, brand.merchant, 'allIn', GAME.vendor);
  await page.goto(`${path}?gameCode=${GAME.code}`);
  await page.getByRole('button', { name: `Play ${GAME.name}` }).click();

  const popup = page.getByRole('dialog', { name: GAME.name });
  const frame = popup.frameLocator('iframe');
  // The lottery bet slip, not a slot; in the site's theme.
  await expect(frame.getByRole('heading', { name: /^Draw \d{8}-\d{4}$/ })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Spin' })).toHaveCount(0);
  // The draw's numbers are sealed before bets close: anyone can check them after the draw.
  await expect(frame.getByText(/^Result seal \(SHA-256, .*\): [0-9a-f]{64}$/)).toBeVisible();
  const scheme = await frame.locator('html').evaluate((html) => getComputedStyle(html).colorScheme);
  expect(scheme).toBe(brand.theme);

  await frame.getByLabel('Bet type').selectOption('BIG');
  await frame.getByLabel('Stake').fill('2');
  // The draw may close between reading and betting; the page then offers the next one.
  const status = frame.locator('#status');
  const place = frame.getByRole('button', { name: 'Place bet' });
  await place.click();
  await expect(status).toHaveText(/^(Bet placed on draw |This draw is closed)/);
  if ((await status.innerText()).startsWith('This draw is closed')) await place.click();
  await expect(status).toHaveText(/^Bet placed on draw /);
  const bets = frame.getByRole('region', { name: 'My bets' });
  await expect(bets.getByRole('listitem').first()).toContainText('Waiting for the draw');
  await popup.getByRole('button', { name: 'Close' }).click();

  // The site's own list of the player's lottery bets.
  const records = page.getByRole('region', { name: 'My lottery bets' });
  const newest = records.getByRole('row').nth(1);
  await expect(newest).toContainText('Waiting for the draw');
  await expect(newest).toContainText(GAME.name);
  await expect(newest).toContainText('Big');
  // After the draw (at most a minute away) the operator's settlement pays or closes it.
  await expect(async () => {
    await settleNow();
    await expect(newest).toContainText(/Won|Lost/, { timeout: 6_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  await expect(newest.getByRole('cell').last()).toHaveText(/\d \d \d/);
});
