import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { inEnglish, registerByUsername, uniqueUsername } from './accounts-helpers';
import { seriousViolations } from './a11y-helpers';
import { checkWidths } from './cashier-helpers';
import { grantTicket } from './draws-helpers';

// The prize wheel through the real platform: a ticket's seed hash is shown before play, the
// outcome is decided on the server and paid, and the page recomputes it from the revealed seed.
test.beforeEach(async ({ page }) => inEnglish(page));
// Signing up, three widths and the wheel's turn: more than the default minute on a busy machine.
test.setTimeout(120_000);

test('plays the wheel and verifies the outcome with the revealed seed', async ({
  page,
  brand,
}, info) => {
  const username = uniqueUsername();
  await registerByUsername(page, brand.merchant, username, 'e2e-pass-123');
  await grantTicket(brand.merchant, username, 'WHEEL');

  await page.goto('/member');
  await page.getByRole('link', { name: 'Lucky draw' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky draw' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prize wheel (1)', selected: true })).toBeVisible();
  const hash = await page.getByTestId('next-seed-hash').innerText();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await checkWidths(page, info, 'lucky-draw');

  await page.getByLabel('Your client seed').fill('e2e-lucky-seed');
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  // The wheel turns for a moment before the result shows.
  await expect(page.getByTestId('draw-result')).toHaveText(
    /^(You won .+!|No prize this time\..*)$/,
  );
  const panel = page.getByTestId('verify-panel').first();
  await expect(panel.getByTestId('seed-hash')).toHaveText(hash);
  const seed = await panel.getByTestId('server-seed').innerText();
  expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByTestId('verified')).toContainText('the seed matches its hash');
  await expect(page.getByRole('tab', { name: 'Prize wheel (0)' })).toBeVisible();

  // The play is in the history, verifiable again; a reload does not bring the ticket back.
  await page.reload();
  await page
    .getByRole('region', { name: 'Your last plays' })
    .getByText(/^Prize wheel · /)
    .click();
  await expect(page.getByTestId('verify-panel').last().getByTestId('server-seed')).toHaveText(seed);
});

test('the result shows without the turning under reduced motion', async ({ page, brand }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const username = uniqueUsername();
  await registerByUsername(page, brand.merchant, username, 'e2e-pass-123');
  await grantTicket(brand.merchant, username, 'ENVELOPE');
  await page.goto('/member/lucky-draw');
  await expect(page.getByRole('tab', { name: 'Red envelope (1)', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open the envelope' }).click();
  await expect(page.getByTestId('draw-result')).toHaveText(/^You won .+!$/, { timeout: 5_000 });
});
