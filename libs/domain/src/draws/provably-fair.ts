/**
 * The provably-fair formula every game of chance of the platform shares (the sandbox crash game
 * and the lucky draws), pure so the server and the site's "Verify" run the very same maths:
 *
 *   hmac = HMAC-SHA256(key = serverSeed as text, message = `${clientSeed}:${nonce}`)
 *   h    = the first 13 hex digits of hmac, a 52-bit integer in [0, 2^52)
 *
 * The server publishes SHA-256(serverSeed) before play and the seed afterwards; anyone can then
 * recompute hmac and h. Computing the HMAC itself is left to the caller (node:crypto on the
 * server, crypto.subtle in the browser): this file does no I/O and needs no crypto library.
 */
export const FAIR_RANGE = 2n ** 52n;
/** Hex digits of the HMAC that make `h`. */
export const FAIR_HEX_DIGITS = 13;

/** The HMAC message of one play. */
export function fairMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** `h`: the first 13 hex digits of an HMAC-SHA256 hex digest, as an integer below 2^52. */
export function fairInteger(hmacHex: string): bigint {
  const head = hmacHex.slice(0, FAIR_HEX_DIGITS);
  if (!/^[0-9a-f]{13}$/i.test(head)) throw new Error('Not an HMAC-SHA256 hex digest');
  return BigInt(`0x${head}`);
}

/**
 * The index of the outcome `h` picks among outcomes of the given weights: `h · total / 2^52`
 * falls in one outcome's share of `[0, total)` (cumulative, in order). Each outcome wins with
 * probability weight / total, off by less than total / 2^52. Zero weights are never picked.
 */
export function weightedIndex(hmacHex: string, weights: readonly number[]): number {
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new Error('Weights must be non-negative integers');
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) throw new Error('At least one weight must be positive');
  const point = (fairInteger(hmacHex) * total) / FAIR_RANGE;
  let upTo = 0n;
  for (const [index, weight] of weights.entries()) {
    upTo += BigInt(weight);
    if (point < upTo) return index;
  }
  /* v8 ignore next -- point < total always */
  return weights.length - 1;
}
