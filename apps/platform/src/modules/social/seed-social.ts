import { SANDBOX_ISSUER, SANDBOX_OIDC_CLIENT_SECRET } from '@tessera/contract';
import type { Db } from '../../core/db/database';
import { merchantRows } from '../merchants';
import './social-tables';

/**
 * Every merchant signs in with Google and Facebook through the sandbox provider (the demo and
 * the tests); an operator replaces a row with the real client id, secret and issuer. Existing
 * rows win, so those edits survive a restart.
 */
export async function seedSocial(db: Db): Promise<void> {
  const merchants = await db.selectFrom(merchantRows(db).as('merchant')).select('code').execute();
  const rows = merchants.flatMap(({ code }) =>
    (['GOOGLE', 'FACEBOOK'] as const).map((provider) => ({
      merchant_code: code,
      provider,
      issuer: SANDBOX_ISSUER,
      client_id: `${code.toLowerCase()}-${provider.toLowerCase()}`,
      client_secret: SANDBOX_OIDC_CLIENT_SECRET,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('merchant_social_provider')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_code', 'provider']).doNothing())
    .execute();
}
