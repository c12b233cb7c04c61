import { createMemberIfAbsent } from './member/members';
import { hashPassword } from './password/passwords';
import type { Db } from '../../core/db/database';
import { findMerchant } from '../merchants';
import { SEED_ACCOUNTS, type SeedAccounts } from './seed-accounts-data';

/**
 * Seeds account settings and demo members per merchant. Idempotent: existing rows win, and
 * passwords are hashed only for rows about to be inserted (argon2 is deliberately slow).
 */
export async function seedAccounts(
  db: Db,
  seeds: readonly SeedAccounts[] = SEED_ACCOUNTS,
): Promise<void> {
  for (const seed of seeds) {
    const merchant = await findMerchant(db, seed.merchantCode);
    if (!merchant) continue;
    const settings = await db
      .selectFrom('merchant_account_settings')
      .select('merchant_code')
      .where('merchant_code', '=', seed.merchantCode)
      .executeTakeFirst();
    if (!settings)
      await db
        .insertInto('merchant_account_settings')
        .values({
          merchant_code: seed.merchantCode,
          default_password_hash: await hashPassword(seed.defaultPassword),
          payload_key: seed.payloadKey,
          ip_verification_method: seed.ipVerification,
          countries: JSON.stringify(seed.countries),
          register_rules: JSON.stringify(seed.rules),
          trial_balance: seed.trialBalance,
        })
        .onConflict((oc) => oc.column('merchant_code').doNothing())
        .execute();
    // Hash every missing member's password at once: argon2 runs on the thread pool, so the
    // hashes overlap instead of adding up (this seed runs at every test file's start).
    const existing = new Set(
      (
        await db
          .selectFrom('member')
          .select('account')
          .where('merchant_code', '=', seed.merchantCode)
          .execute()
      ).map((row) => row.account),
    );
    const hashes = new Map(
      await Promise.all(
        seed.members
          .filter((member) => !existing.has(member.account))
          .map(async (member) => {
            const password = member.password === 'DEFAULT' ? seed.defaultPassword : member.password;
            return [member.account, await hashPassword(password)] as const;
          }),
      ),
    );
    for (const member of seed.members) {
      const passwordHash = hashes.get(member.account);
      if (!passwordHash) continue;
      const parent = member.parent
        ? await db
            .selectFrom('member')
            .select('id')
            .where('merchant_code', '=', seed.merchantCode)
            .where('account', '=', member.parent)
            .executeTakeFirst()
        : undefined;
      // Another replica may have inserted it since the select above: then it stays as it is.
      await createMemberIfAbsent(
        db,
        {
          merchant_code: seed.merchantCode,
          account: member.account,
          nickname: member.nickname,
          type: member.type,
          parent_id: parent?.id ?? null,
          affiliate_code: member.affiliateCode ?? null,
          referral_code: member.referralCode ?? null,
          dialing_code: member.mobile?.[0] ?? null,
          mobile_num: member.mobile?.[1] ?? null,
          email: member.email ?? null,
          payee_name: member.payeeName ?? null,
          password_hash: passwordHash,
        },
        merchant.currency,
        { amount: member.balance, kind: 'DEMO_CREDIT' },
      );
    }
  }
}
