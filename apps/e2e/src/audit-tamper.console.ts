import { expect, test } from '@playwright/test';
import pg from 'pg';
import { auditDatabaseUrl } from './audit-database';
import { addStaffMember, signInToConsole, uniqueStaffEmail } from './console-helpers';
import { addStaffWithToken, updateMerchantSettings } from './operator';
import { AUDIT_CONSOLE_URL, AUDIT_PLATFORM_URL } from './servers';

// The audit trail's promise, end to end: an owner works, someone with database access edits one
// of the trail's rows behind the platform (the trigger that refuses UPDATE switched off, as a
// superuser can), and the console's chain check names that row as the first broken link.
// It needs its own platform on PostgreSQL (playwright.config.ts starts one when DATABASE_URL is
// set, as CI does); the shared test platform's in-memory database is out of any test's reach.

const database = auditDatabaseUrl();
test.use({ baseURL: AUDIT_CONSOLE_URL });

test('a tampered audit row is reported', async ({ page }) => {
  test.skip(!database, 'needs PostgreSQL: run with DATABASE_URL set');
  const email = uniqueStaffEmail('audit');
  await page.setViewportSize({ width: 1366, height: 900 });
  const password = await addStaffWithToken('E2E Audit Owner', email, 'owner', AUDIT_PLATFORM_URL);
  await signInToConsole(page, email, password);
  await addStaffMember(page, 'E2E Audit Clerk', uniqueStaffEmail('clerk'), 'Support');
  await updateMerchantSettings('AURORA', { maintenance: false }, AUDIT_PLATFORM_URL);
  await updateMerchantSettings('AURORA', { blockedCountries: [] }, AUDIT_PLATFORM_URL);

  // The chain is whole before anyone touches it.
  await page.goto('/audit');
  await page.getByRole('button', { name: 'Verify chains' }).click();
  await expect(page.getByRole('status')).toContainText('Every chain is whole');

  const client = new pg.Client({ connectionString: database ?? '' });
  await client.connect();
  let tampered: string;
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id::text from audit_entry
        where merchant_code = 'AURORA' and action = 'merchants.settings'
        order by id limit 1`,
    );
    tampered = rows[0]?.id ?? '';
    expect(tampered).not.toBe('');
    await client.query('alter table audit_entry disable trigger audit_entry_no_change');
    try {
      await client.query(`update audit_entry set reason = 'nothing happened' where id = $1`, [
        tampered,
      ]);
    } finally {
      await client.query('alter table audit_entry enable trigger audit_entry_no_change');
    }
  } finally {
    await client.end();
  }

  await page.getByRole('button', { name: 'Verify chains' }).click();
  const broken = page.getByRole('alert');
  await expect(broken).toContainText(`First broken link: entry ${tampered} of AURORA.`);
  await expect(broken).toContainText('The entry’s own hash does not match its fields.');
});
