import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../../core/db/database';
import './sandbox-oidc-tables';

const KID = 'sandbox-es256-1';

/** The sandbox's signing key and its public half (for the JWKS). */
export interface SandboxKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The one signing key, made by the first replica that needs it (insert, or keep the row another
 * replica made a moment earlier) and read back, so every replica signs with the same key.
 */
export async function loadSandboxKey(db: Db, now: Date): Promise<SandboxKey> {
  let row = await db
    .selectFrom('sandbox_oidc_key')
    .selectAll()
    .where('kid', '=', KID)
    .executeTakeFirst();
  if (!row) {
    const pair = await generateKeyPair('ES256', { extractable: true });
    await db
      .insertInto('sandbox_oidc_key')
      .values({
        kid: KID,
        private_jwk: JSON.stringify(await exportJWK(pair.privateKey)),
        public_jwk: JSON.stringify(await exportJWK(pair.publicKey)),
        created_at: now,
      })
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute();
    row = await db
      .selectFrom('sandbox_oidc_key')
      .selectAll()
      .where('kid', '=', KID)
      .executeTakeFirstOrThrow();
  }
  const privateKey = (await importJWK(row.private_jwk as JWK, 'ES256')) as CryptoKey;
  return {
    kid: row.kid,
    privateKey,
    publicJwk: { ...(row.public_jwk as JWK), kid: row.kid, alg: 'ES256', use: 'sig' },
  };
}
