/**
 * Gateway version 3 payload: the body of an "encrypted" call. TLS keeps it secret; this layer
 * adds integrity and replay protection. Documented in the README with a shared test vector.
 */
export interface SealedPayload {
  /** Always 3. */
  v: 3;
  /** Unix milliseconds when sealed; the platform refuses payloads older than 5 minutes. */
  ts: number;
  /** 16 random bytes, hex; the platform refuses a nonce it has seen. */
  nonce: string;
  /** AES-256-CBC (PKCS#7) of the UTF-8 JSON body, base64; key SHA-256("enc|" + payloadKey), IV the nonce. */
  data: string;
  /** HMAC-SHA256 over `${v}.${ts}.${nonce}.${data}` with key SHA-256("mac|" + payloadKey), hex. */
  mac: string;
}

/** Header telling the platform the body is a SealedPayload. */
export const GATEWAY_VERSION_HEADER = 'x-gateway-version';
