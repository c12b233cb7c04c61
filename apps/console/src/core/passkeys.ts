import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyAssertion, PasskeyOptions, PasskeyRegistration } from '@tessera/contract';

// The browser's side of passkeys, through @simplewebauthn/browser (base64url ↔ bytes, the
// WebAuthn calls and their errors), so the pages only pass the platform's options on.

/** An IPv4 address, or an IPv6 one (`[::1]` as a URL's host name). */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Whether passkeys can work here: a browser with WebAuthn, on a host name. WebAuthn takes no IP
 * address as its relying party, so on http://127.0.0.1 the console offers none (localhost works).
 */
export function passkeysUsable(hostname = window.location.hostname): boolean {
  return browserSupportsWebAuthn() && !IP_HOST.test(hostname);
}

/** Asks the browser for a new passkey with the platform's options. */
export async function createPasskey(options: PasskeyOptions): Promise<PasskeyRegistration> {
  const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
  return (await startRegistration({ optionsJSON })) as unknown as PasskeyRegistration;
}

/** Asks the browser to sign the platform's challenge with one of this site's passkeys. */
export async function signWithPasskey(options: PasskeyOptions): Promise<PasskeyAssertion> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return (await startAuthentication({ optionsJSON })) as unknown as PasskeyAssertion;
}
