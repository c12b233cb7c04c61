import type { Db } from '../../core/db/database';
import { enabledFeatures } from '../merchants';
import type { AccountSettings } from './account-tables';

/** A merchant's account settings; every seeded merchant has a row, so absence is a bug. */
export async function accountSettings(db: Db, merchantCode: string): Promise<AccountSettings> {
  const row = await db
    .selectFrom('merchant_account_settings')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!row) throw new Error(`Merchant ${merchantCode} has no account settings`);
  return row;
}

/** The whitelabel flags (feature tree nodes) the registration and login rules read. */
export const ACCOUNT_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'FREEPLAY',
] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

/**
 * The flags come from the merchant's feature tree, the same switches `/wps/system/whitelabel`
 * shows, so the site and the platform can never disagree about them.
 */
export async function accountFlags(
  db: Db,
  merchantCode: string,
): Promise<Record<AccountFlag, boolean>> {
  const on = await enabledFeatures(db, merchantCode, ACCOUNT_FLAGS);
  return Object.fromEntries(ACCOUNT_FLAGS.map((flag) => [flag, on.has(flag)])) as Record<
    AccountFlag,
    boolean
  >;
}
