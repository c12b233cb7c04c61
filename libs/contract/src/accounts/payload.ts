import Type, { type Static } from 'typebox';

/**
 * Gateway version 3 payload: the body of an "encrypted" call. TLS keeps it secret; this layer
 * adds integrity and replay protection. Documented in the README with a shared test vector.
 */
export const SealedPayload = Type.Object({
  /** Always 3. */
  v: Type.Literal(3),
  /** Unix milliseconds when sealed; the platform refuses payloads older than 5 minutes. */
  ts: Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }),
  /** 16 random bytes, hex; the platform refuses a nonce it has seen. */
  nonce: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  /** AES-256-CBC (PKCS#7) of the UTF-8 JSON body, base64; key SHA-256("enc|" + payloadKey), IV the nonce. */
  data: Type.String(),
  /** HMAC-SHA256 over `${v}.${ts}.${nonce}.${data}` with key SHA-256("mac|" + payloadKey), hex. */
  mac: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type SealedPayload = Static<typeof SealedPayload>;
