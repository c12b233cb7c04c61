import type { SealedPayload } from '../accounts/payload';

/**
 * The gateway-v3 test vector: sealing `body` with `payloadKey` at `ts` with `nonce` must give
 * exactly `sealed`, and opening `sealed` must give `body` back. Both the SDK's tests (crypto-js)
 * and the platform's tests (node:crypto) check it, so the two sides cannot drift.
 */
export const PAYLOAD_TEST_VECTOR = {
  payloadKey: 'tessera-demo-payload-key',
  /** The JSON text sealed, byte for byte. */
  body: '{"username":"alice","password":"s3cret!"}',
  ts: 1795300000000,
  nonce: '00112233445566778899aabbccddeeff',
  sealed: {
    v: 3,
    ts: 1795300000000,
    nonce: '00112233445566778899aabbccddeeff',
    data: 'k2bp68Qs4z/paTCvDLvjSfy/B/roBWlt845Fkixrbz5VnRCPQnmnRYsx2ABdVAsb',
    mac: 'dab38586d669bcac27f0d0f052277686fdd41d4976453a400211d70314542707',
  } satisfies SealedPayload,
} as const;
