import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` as the IPv4 it is. */
const plain = (ip: string) =>
  ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

/**
 * Whether `ip` is allowed by a staff member's allow-list (addresses or CIDR ranges, IPv4 or
 * IPv6); an empty list allows every address. An entry that does not parse allows nothing.
 */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const address = plain(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [base = '', bits] = entry.split('/');
    const kind = isIP(base);
    if (kind === 0) continue;
    const type = kind === 4 ? 'ipv4' : 'ipv6';
    try {
      if (bits === undefined) list.addAddress(base, type);
      else list.addSubnet(base, Number(bits), type);
    } catch {
      // A prefix out of range: the entry allows nothing.
    }
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether every entry of an allow-list parses (an address, or a range with a valid prefix). */
export function validAllowList(allowList: readonly string[]): boolean {
  return allowList.every((entry) => {
    const [base = '', bits, ...rest] = entry.split('/');
    const kind = isIP(base);
    if (kind === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (kind === 4 ? 32 : 128);
  });
}
