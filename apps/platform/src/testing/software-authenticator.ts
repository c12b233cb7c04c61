import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { PasskeyAssertion, PasskeyRegistration } from '@tessera/contract';

// A software WebAuthn authenticator for specs: an ES256 (P-256) key made with node:crypto, the
// attestation object (fmt 'none') and COSE key in a tiny CBOR encoder, authenticator data and
// clientDataJSON as a browser and an authenticator would make them. Written here, not taken from
// the library under test, so the platform's checks meet bytes it did not make itself.

/** CBOR (RFC 8949) for what WebAuthn needs: integers, byte and text strings, arrays, maps. */
type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([head(5, value.size), ...parts]);
}

export const FLAG_UP = 0x01;
export const FLAG_UV = 0x04;
export const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/** What a test may change in an answer: flags, counter, origin, challenge, the signature. */
export interface AnswerOptions {
  origin: string;
  flags?: number;
  counter?: number;
  challenge?: string;
  /** Flips a bit of the signature. */
  breakSignature?: boolean;
}

/** One authenticator holding one discoverable ES256 credential. */
export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(32);
  /** The user handle the relying party gave at creation (base64url). */
  userHandle = '';
  /** The signature counter: each assertion moves it on by one unless told otherwise. */
  counter = 0;

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, flags: number, counter: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** `navigator.credentials.create()` with the platform's options, as the browser's JSON. */
  create(options: Record<string, unknown>, answer: AnswerOptions): PasskeyRegistration {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    this.userHandle = user.id;
    const flags = answer.flags ?? FLAG_UP | FLAG_UV | FLAG_AT;
    const authData = this.authData(rp.id, flags, this.counter, true);
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const challenge = answer.challenge ?? String(options.challenge);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge, answer.origin)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()` with the platform's options, as the browser's JSON. */
  get(options: Record<string, unknown>, answer: AnswerOptions): PasskeyAssertion {
    const counter = answer.counter ?? this.counter + 1;
    this.counter = counter;
    const authData = this.authData(
      String(options.rpId),
      answer.flags ?? FLAG_UP | FLAG_UV,
      counter,
      false,
    );
    const challenge = answer.challenge ?? String(options.challenge);
    const clientData = this.clientData('webauthn.get', challenge, answer.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.keys.privateKey,
    );
    if (answer.breakSignature) signature.writeUInt8(signature.readUInt8(10) ^ 0x01, 10);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
