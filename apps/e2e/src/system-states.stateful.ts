import { expect, test } from './fixtures';
import { updateMerchantSettings } from './operator';

// These tests change the merchant's settings on the shared test platform, so they run in their
// own project after the others, one at a time, and put the settings back.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ brand }) => {
  await updateMerchantSettings(brand.merchant, {
    maintenance: false,
    maintenanceEnd: null,
    blockedCidrs: [],
    blockedCountries: [],
  });
});

test('maintenance switched on at the platform shows the maintenance page', async ({
  page,
  brand,
}) => {
  await updateMerchantSettings(brand.merchant, {
    maintenance: true,
    maintenanceEnd: '2030-01-01T06:00:00Z',
  });
  await page.goto('/');
  // The end time is written in the reader's own numerals (Bengali digits on Aurora).
  await expect(page.getByTestId('maintenance-end')).toContainText(brand.year2030);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a blocked address range shows the region-blocked page with the visitor IP', async ({
  page,
  brand,
}) => {
  await updateMerchantSettings(brand.merchant, { blockedCidrs: ['127.0.0.0/8', '::1/128'] });
  await page.goto('/');
  await expect(page.getByTestId('visitor-ip')).toContainText('127.0.0.1');
  await expect(page.getByRole('banner')).toHaveCount(0);
});
