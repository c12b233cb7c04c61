import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SealedPayload } from '@tessera/contract';
import { Compile } from 'typebox/compile';
import type { Db } from '../../../core/db/database';
import { ApiError } from '../../../core/http/api-error';

const MAX_AGE_MS = 5 * 60_000;
const MAX_SKEW_MS = 60_000;

const invalid = (why: string) => new ApiError(400, 'PAYLOAD_INVALID', `Payload refused: ${why}`);
const key = (purpose: 'enc' | 'mac', payloadKey: string) =>
  createHash('sha256').update(`${purpose}|${payloadKey}`, 'utf8').digest();

/** The contract's SealedPayload schema, compiled once (v 3, safe-integer ts, hex nonce and mac). */
const sealedPayload = Compile(SealedPayload);
const isSealed = (body: unknown): body is SealedPayload => sealedPayload.Check(body);

/**
 * Opens a gateway-v3 payload (format in @tessera/contract payload.ts): checks the MAC in constant
 * time before anything else, then the timestamp window, then decrypts. Returns the JSON text.
 * Does not check replay: `openSealedOnce` does, against the database.
 */
export function openSealed(body: unknown, payloadKey: string, now: Date): string {
  if (!isSealed(body)) throw invalid('not a sealed payload');
  const expected = createHmac('sha256', key('mac', payloadKey))
    .update(`${body.v}.${body.ts}.${body.nonce}.${body.data}`, 'utf8')
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(body.mac, 'hex'))) throw invalid('bad MAC');
  const age = now.getTime() - body.ts;
  if (age > MAX_AGE_MS || age < -MAX_SKEW_MS) throw invalid('stale or future timestamp');
  try {
    const decipher = createDecipheriv(
      'aes-256-cbc',
      key('enc', payloadKey),
      Buffer.from(body.nonce, 'hex'),
    );
    return Buffer.concat([decipher.update(body.data, 'base64'), decipher.final()]).toString('utf8');
  } catch {
    throw invalid('cannot decrypt');
  }
}

/** Opens a payload and records its nonce; a nonce seen before (until it would be stale) is refused. */
export async function openSealedOnce(
  db: Db,
  merchantCode: string,
  body: unknown,
  payloadKey: string,
  now: Date,
): Promise<unknown> {
  const text = openSealed(body, payloadKey, now);
  const { nonce, ts } = body as SealedPayload;
  const inserted = await db
    .insertInto('seen_nonce')
    .values({
      merchant_code: merchantCode,
      nonce,
      expires_at: new Date(ts + MAX_AGE_MS + MAX_SKEW_MS),
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'nonce']).doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (!inserted) throw invalid('replayed nonce');
  if (Math.random() < 0.01)
    await db.deleteFrom('seen_nonce').where('expires_at', '<', now).execute();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('not JSON');
  }
}
