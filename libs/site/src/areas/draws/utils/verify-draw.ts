import type { DrawTicket } from '@tessera/contract';
import { fairMessage, weightedIndex } from '@tessera/domain';

/** What the browser finds when it recomputes a played ticket from its revealed seeds. */
export interface DrawCheck {
  /** SHA-256 of the revealed server seed equals the hash published before play. */
  hashMatches: boolean;
  /** The prize the seeds pick (the shared formula of libs/domain). */
  index: number;
  /** Both hold and the pick is the prize the platform paid. */
  verified: boolean;
}

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Recomputes a played ticket with nothing but the browser's Web Crypto: the seed's SHA-256, then
 * HMAC-SHA256(server seed, "client seed:nonce") mapped onto the ticket's weights. The player
 * need not trust the platform's word for either.
 */
export async function verifyDraw(ticket: DrawTicket): Promise<DrawCheck> {
  const { subtle } = globalThis.crypto;
  const text = new TextEncoder();
  const seed = text.encode(ticket.serverSeed ?? '');
  const hashMatches = hex(await subtle.digest('SHA-256', seed)) === ticket.serverSeedHash;
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await subtle.sign(
    'HMAC',
    key,
    text.encode(fairMessage(ticket.clientSeed ?? '', ticket.nonce)),
  );
  const index = weightedIndex(
    hex(mac),
    ticket.prizes.map((prize) => prize.weight),
  );
  return { hashMatches, index, verified: hashMatches && index === ticket.prizeIndex };
}

/** A fresh client seed: 16 random hex digits, which the player may change. */
export function randomClientSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A prize's chance in percent, e.g. 12.5, from its weight among all. */
export function chanceOf(weight: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total === 0 ? 0 : (weight / total) * 100;
}
