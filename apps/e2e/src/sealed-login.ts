import { GATEWAY_VERSION_HEADER, MERCHANT_HEADER, PATHS } from '@tessera/contract';
import { PLATFORM_URL } from './servers';

// A script's wrong logins, sent straight to the platform as a stranger's script would: sealed
// (gateway v3, README "Accounts and encrypted calls") with Node's WebCrypto, not the site's SDK.
const subtle = globalThis.crypto.subtle;
const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

async function sealed(body: unknown, payloadKey: string) {
  const key = async (purpose: string) =>
    new Uint8Array(await subtle.digest('SHA-256', utf8(`${purpose}|${payloadKey}`)));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const enc = await subtle.importKey('raw', await key('enc'), 'AES-CBC', false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'AES-CBC', iv }, enc, utf8(JSON.stringify(body)));
  const data = Buffer.from(cipher).toString('base64');
  const ts = Date.now();
  const macKey = await subtle.importKey(
    'raw',
    await key('mac'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await subtle.sign('HMAC', macKey, utf8(`3.${ts}.${hex(iv)}.${data}`));
  return { v: 3, ts, nonce: hex(iv), data, mac: hex(new Uint8Array(mac)) };
}

/**
 * Sends `count` wrong logins for `username` from this machine's IP and returns the reply codes.
 * Past the third each needs a captcha, which a script cannot read: they fail all the same and
 * count, until the account is locked for this IP.
 */
export async function failLogins(
  merchant: string,
  payloadKey: string,
  username: string,
  count: number,
): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = { type: 'username', site: 'member', username, password: `wrong-${i}` };
    const response = await fetch(`${PLATFORM_URL}${PATHS.login}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [MERCHANT_HEADER]: merchant,
        [GATEWAY_VERSION_HEADER]: '3',
      },
      body: JSON.stringify(await sealed(body, payloadKey)),
    });
    codes.push(((await response.json()) as { code: string }).code);
  }
  return codes;
}
