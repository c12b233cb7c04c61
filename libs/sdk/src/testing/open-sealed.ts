import type { SealedPayload } from '@tessera/contract';
// Specs only: opens a payload the way the platform does, so tests can see what was sent.
import CryptoJS from 'crypto-js';

/** Decrypts a SealedPayload's `data` back to its JSON text (no MAC check: the seal spec does that). */
export function openSealed(
  sealed: Pick<SealedPayload, 'nonce' | 'data'>,
  payloadKey: string,
): string {
  const key = CryptoJS.SHA256(`enc|${payloadKey}`);
  const iv = CryptoJS.enc.Hex.parse(sealed.nonce);
  return CryptoJS.AES.decrypt(sealed.data, key, { iv }).toString(CryptoJS.enc.Utf8);
}
