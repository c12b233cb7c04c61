import type { SealedPayload } from '@tessera/contract';
// The only import of crypto-js: it is discontinued upstream, so it stays behind this module and
// can be swapped for WebCrypto later without touching callers.
import CryptoJS from 'crypto-js';

/** Fixed inputs for tests; production uses the clock and 16 random bytes. */
export interface SealOptions {
  now?: number;
  /** 32 hex characters (16 bytes). */
  nonce?: string;
}

/** Seals a body for a gateway-v3 ("encrypted") call: its JSON text, see `sealText`. */
export function seal(body: unknown, payloadKey: string, options: SealOptions = {}): SealedPayload {
  return sealText(JSON.stringify(body), payloadKey, options);
}

/**
 * Seals JSON text exactly as libs/contract/src/payload.ts documents: AES-256-CBC (PKCS#7) with
 * key SHA-256("enc|" + key) and the nonce as IV, then HMAC-SHA256 with key SHA-256("mac|" + key).
 */
export function sealText(
  json: string,
  payloadKey: string,
  options: SealOptions = {},
): SealedPayload {
  const ts = options.now ?? Date.now();
  const nonce = options.nonce ?? randomNonce();
  const encrypted = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(json), derive('enc', payloadKey), {
    iv: CryptoJS.enc.Hex.parse(nonce),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  const data = encrypted.ciphertext.toString(CryptoJS.enc.Base64);
  const mac = CryptoJS.HmacSHA256(`3.${ts}.${nonce}.${data}`, derive('mac', payloadKey));
  return { v: 3, ts, nonce, data, mac: mac.toString(CryptoJS.enc.Hex) };
}

/** 16 random bytes as hex, from the platform CSPRNG (browser global, also in Node 20). */
export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Separate keys for encryption and MAC, both derived from the one merchant payload key. */
function derive(purpose: 'enc' | 'mac', payloadKey: string): CryptoJS.lib.WordArray {
  return CryptoJS.SHA256(`${purpose}|${payloadKey}`);
}
