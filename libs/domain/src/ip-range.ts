/** An IP address as bytes: 4 for IPv4, 16 for IPv6 (network order). */
export interface IpAddress {
  version: 4 | 6;
  bytes: readonly number[];
}

/** A CIDR range: the addresses sharing the first `prefix` bits of `address`. */
export interface CidrRange {
  address: IpAddress;
  prefix: number;
}

// Decimal without leading zeros: "010" could mean octal to some parsers, so it is refused.
const DECIMAL = /^(0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const ZONE = /^[\w.~-]+$/;
const MAX_TEXT = 64;

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  // A dotted IPv4 may stand for the last two groups (::ffff:1.2.3.4).
  const last = halves.length === 2 ? tail : head;
  let ipv4: number[] = [];
  if (last.at(-1)?.includes('.')) {
    const parsed = parseIpv4(last.pop() ?? '');
    if (!parsed) return null;
    ipv4 = parsed;
  }
  const count = head.length + tail.length + ipv4.length / 2;
  if (halves.length === 2 ? count > 7 : count !== 8) return null;
  if (![...head, ...tail].every((group) => HEX_GROUP.test(group))) return null;
  const words = [
    ...head.map((group) => parseInt(group, 16)),
    ...Array<number>(8 - count).fill(0),
    ...tail.map((group) => parseInt(group, 16)),
  ];
  return [...words.flatMap((word) => [word >> 8, word & 0xff]), ...ipv4];
}

/**
 * Parses a textual IPv4 (dotted decimal) or IPv6 address (RFC 4291 forms, including `::`,
 * an embedded IPv4 tail and a `%zone`, which is ignored). Null when the text is not one.
 */
export function parseIp(text: string): IpAddress | null {
  if (text.length > MAX_TEXT) return null;
  if (!text.includes(':')) {
    const bytes = parseIpv4(text);
    return bytes && { version: 4, bytes };
  }
  const [address = '', zone, ...rest] = text.split('%');
  if (rest.length > 0 || (zone !== undefined && !ZONE.test(zone))) return null;
  const bytes = parseIpv6(address);
  return bytes && { version: 6, bytes };
}

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as the IPv4 address it carries; others as they are. */
export function unmapIpv4(ip: IpAddress): IpAddress {
  const mapped =
    ip.version === 6 &&
    ip.bytes.slice(0, 10).every((byte) => byte === 0) &&
    ip.bytes[10] === 0xff &&
    ip.bytes[11] === 0xff;
  return mapped ? { version: 4, bytes: ip.bytes.slice(12) } : ip;
}

/**
 * Parses `address/prefix` (prefix 0-32 for IPv4, 0-128 for IPv6); a bare address is a range of
 * one. Host bits after the prefix are allowed and ignored. Zones are refused. Null when invalid.
 */
export function parseCidr(text: string): CidrRange | null {
  const [addressText = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0 || addressText.includes('%')) return null;
  const address = parseIp(addressText);
  if (!address) return null;
  const max = address.bytes.length * 8;
  if (prefixText === undefined) return { address, prefix: max };
  if (!DECIMAL.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText) };
}

/** True for text parseIp accepts. */
export function isValidIp(text: string): boolean {
  return parseIp(text) !== null;
}

/** True for text parseCidr accepts. */
export function isValidCidr(text: string): boolean {
  return parseCidr(text) !== null;
}

// An IPv4 client is an IPv4 client however the socket spells it, and `::ffff:10.0.0.0/104`
// is the range 10.0.0.0/8. Other IPv6 ranges (even ::/0) never match IPv4 clients.
function unmapRange({ address, prefix }: CidrRange): CidrRange {
  const unmapped = unmapIpv4(address);
  return unmapped === address || prefix < 96
    ? { address, prefix }
    : { address: unmapped, prefix: prefix - 96 };
}

function samePrefix(a: readonly number[], b: readonly number[], prefix: number): boolean {
  const whole = Math.floor(prefix / 8);
  for (let i = 0; i < whole; i += 1) if (a[i] !== b[i]) return false;
  const bits = prefix % 8;
  if (bits === 0) return true;
  const mask = (0xff << (8 - bits)) & 0xff;
  return (((a[whole] ?? 0) ^ (b[whole] ?? 0)) & mask) === 0;
}

/** True when `ip` lies in `cidr`; false when either is invalid or they are different versions. */
export function isInCidr(ip: string, cidr: string): boolean {
  const address = parseIp(ip);
  const range = parseCidr(cidr);
  if (!address || !range) return false;
  const client = unmapIpv4(address);
  const { address: network, prefix } = unmapRange(range);
  return client.version === network.version && samePrefix(client.bytes, network.bytes, prefix);
}

/** True when `ip` lies in any of the ranges. */
export function isInAnyCidr(ip: string, cidrs: readonly string[]): boolean {
  return cidrs.some((cidr) => isInCidr(ip, cidr));
}
