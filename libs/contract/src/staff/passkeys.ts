import Type, { type Static } from 'typebox';
import { Nullable } from '../core/schema-types';

// Staff passkeys (WebAuthn): the shapes the browser's credential calls exchange with the
// platform, as JSON (base64url for bytes, the WebAuthn Level 3 `toJSON()` form).

const Base64Url = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });
const Transports = Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 10 });

/**
 * What `navigator.credentials.create()` / `.get()` take, as JSON: the platform makes it (its
 * challenge kept server-side, once, for PASSKEY_CHALLENGE_MINUTES); the console hands it on as is.
 */
export const PasskeyOptions = Type.Unsafe<Record<string, unknown>>(
  Type.Object({}, { additionalProperties: true }),
);
export type PasskeyOptions = Static<typeof PasskeyOptions>;

/** A new passkey's attestation, as the browser answers `create()`. */
export const PasskeyRegistration = Type.Object({
  id: Base64Url(1366),
  rawId: Base64Url(1366),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(16384),
    transports: Type.Optional(Transports),
  }),
  clientExtensionResults: Type.Object({}),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 20 })),
});
export type PasskeyRegistration = Static<typeof PasskeyRegistration>;

/** A passkey's assertion, as the browser answers `get()`. */
export const PasskeyAssertion = Type.Object({
  id: Base64Url(1366),
  rawId: Base64Url(1366),
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(4096),
    signature: Base64Url(1024),
    userHandle: Type.Optional(Base64Url(128)),
  }),
  clientExtensionResults: Type.Object({}),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 20 })),
});
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

/** Adds a passkey: the member's name for it and the browser's attestation. */
export const NewPasskeyRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 60 }),
  credential: PasskeyRegistration,
});
export type NewPasskeyRequest = Static<typeof NewPasskeyRequest>;

/** Signs in with a passkey. */
export const PasskeySignInRequest = Type.Object({ credential: PasskeyAssertion });
export type PasskeySignInRequest = Static<typeof PasskeySignInRequest>;

/** One of the signed-in member's passkeys. */
export const StaffPasskey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Nullable(Type.String()),
});
export type StaffPasskey = Static<typeof StaffPasskey>;

export const StaffPasskeys = Type.Object({ items: Type.Array(StaffPasskey) });
export type StaffPasskeys = Static<typeof StaffPasskeys>;
