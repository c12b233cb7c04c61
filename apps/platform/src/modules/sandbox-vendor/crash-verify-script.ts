/**
 * The browser's copy of `crash-math.ts`, shipped verbatim in the crash page: with nothing but
 * crypto.subtle it recomputes the seed's hash and the crash point, so a player need not trust
 * the server's word. Plain ES2020 text on purpose (a bundler must not rename anything in it);
 * `crash-math.spec.ts` runs it in node and checks it agrees with the server for many seeds.
 */
export const CRASH_VERIFY_JS = `
function tesseraHex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}
async function tesseraSeedHash(serverSeed) {
  const data = new TextEncoder().encode(serverSeed);
  return tesseraHex(await crypto.subtle.digest('SHA-256', data));
}
async function tesseraCrashPoint(serverSeed, clientSeed, nonce) {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = tesseraHex(await crypto.subtle.sign('HMAC', key, enc.encode(clientSeed + ':' + nonce)));
  const h = BigInt('0x' + mac.slice(0, 13));
  const e = BigInt(2) ** BigInt(52);
  if (h % BigInt(100) === BigInt(0)) return 100;
  const x100 = (BigInt(100) * e) / (e - h);
  return x100 > BigInt(100000000) ? 100000000 : Number(x100);
}
`;
