import { createHash, createHmac, randomBytes } from 'node:crypto';
import { FAIR_RANGE, fairInteger, fairMessage } from '@tessera/domain';

/**
 * Provably-fair crash, the one formula the server plays and the page's "Verify" mirrors
 * (`crash-verify-script.ts`; a test runs both over many seeds). `h` is the platform's shared
 * provably-fair integer (`fairInteger`, `fairMessage` in libs/domain, which the lucky draws use too):
 *
 *   hmac  = HMAC-SHA256(key = serverSeed as ASCII text, message = `${clientSeed}:${nonce}`)
 *   h     = the first 13 hex digits of hmac (52 bits);  E = 2^52
 *   h % 100 == 0            → crash at 1.00x      (1 round in 100: the 1% house edge)
 *   otherwise  crash x100   = floor(100 · E / (E − h)), at most 100,000,000 (1,000,000.00x)
 *
 * Without the instant crashes P(crash ≥ m) = 1/m, a fair game; with them every auto cash-out
 * m ≥ 1.01x returns 99% of the stakes in the long run. The cap never changes a payout: cash-out
 * targets stop at 1000x.
 */
export const CRASH_E = FAIR_RANGE;
/** One round in this many crashes at once: the house edge. */
export const HOUSE_EDGE_MODULUS = 100n;
/** Highest crash point x100 the game reports. */
export const MAX_CRASH_X100 = 100_000_000;

/** Crash point x100 from an HMAC hex digest (the formula above). */
export function crashPointFromHmac(hmacHex: string): number {
  const h = fairInteger(hmacHex);
  if (h % HOUSE_EDGE_MODULUS === 0n) return 100;
  const x100 = (100n * CRASH_E) / (CRASH_E - h);
  return x100 > BigInt(MAX_CRASH_X100) ? MAX_CRASH_X100 : Number(x100);
}

/** The crash point x100 of a round. */
export function crashPoint(serverSeed: string, clientSeed: string, nonce: number): number {
  const hmac = createHmac('sha256', serverSeed)
    .update(fairMessage(clientSeed, nonce))
    .digest('hex');
  return crashPointFromHmac(hmac);
}

/** SHA-256 hex of the seed: shown before the round, so the seed cannot change afterwards. */
export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A fresh server seed: 32 random bytes, hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** What an auto cash-out pays: stake × cashout when the round reached it, else nothing. */
export function crashPayout(stake: number, cashoutX100: number, crashX100: number): number {
  // Integer maths; flooring leaves a fraction of a minor unit to the house.
  return cashoutX100 <= crashX100 ? Math.floor((stake * cashoutX100) / 100) : 0;
}
