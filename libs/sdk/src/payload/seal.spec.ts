import { PAYLOAD_TEST_VECTOR as VECTOR } from '@tessera/contract/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSealed } from '../testing/open-sealed';
import { randomNonce, seal, sealText } from './seal';

const fixed = { now: VECTOR.ts, nonce: VECTOR.nonce };

describe('seal', () => {
  it('matches the shared test vector byte for byte', () => {
    expect(sealText(VECTOR.body, VECTOR.payloadKey, fixed)).toEqual(VECTOR.sealed);
  });

  it('seals an object as its JSON text', () => {
    expect(seal(JSON.parse(VECTOR.body), VECTOR.payloadKey, fixed)).toEqual(VECTOR.sealed);
  });

  it('opens back to the body', () => {
    expect(openSealed(VECTOR.sealed, VECTOR.payloadKey)).toBe(VECTOR.body);
  });

  it('round-trips non-ASCII text as UTF-8', () => {
    const body = { payeeName: 'স্বাগতম 张三 🎲' };
    expect(JSON.parse(openSealed(seal(body, 'k'), 'k'))).toEqual(body);
  });

  it('opens back to any JSON body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ minLength: 1 }), (body, key) => {
        expect(openSealed(seal(body, key), key)).toBe(JSON.stringify(body));
      }),
      { numRuns: 50 },
    );
  });

  it('changes the MAC when anything it covers changes', () => {
    const other = sealText(VECTOR.body, VECTOR.payloadKey, { ...fixed, now: VECTOR.ts + 1 });
    expect(other.data).toBe(VECTOR.sealed.data);
    expect(other.mac).not.toBe(VECTOR.sealed.mac);
    expect(sealText(VECTOR.body, 'other-key', fixed).mac).not.toBe(VECTOR.sealed.mac);
  });

  it('uses the clock and a fresh random 16-byte nonce by default', () => {
    const before = Date.now();
    const [a, b] = [seal({}, 'k'), seal({}, 'k')];
    expect(a.ts).toBeGreaterThanOrEqual(before);
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(randomNonce()).toMatch(/^[0-9a-f]{32}$/);
  });
});
