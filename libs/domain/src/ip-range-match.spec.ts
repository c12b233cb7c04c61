import { describe, expect, it } from 'vitest';
import { isInAnyCidr, isInCidr } from './ip-range';

describe('isInCidr', () => {
  it.each([
    ['127.0.0.1', '127.0.0.0/8', true],
    ['127.255.255.255', '127.0.0.0/8', true],
    ['128.0.0.0', '127.0.0.0/8', false],
    ['10.1.2.3', '10.1.2.3', true],
    ['10.1.2.4', '10.1.2.3/32', false],
    ['1.2.3.4', '0.0.0.0/0', true],
    ['192.168.1.130', '192.168.1.128/25', true],
    ['192.168.1.127', '192.168.1.128/25', false],
    ['172.31.255.255', '172.16.0.0/12', true],
    ['172.32.0.0', '172.16.0.0/12', false],
    ['10.200.0.1', '10.1.2.3/8', true],
    ['2001:db8::1', '2001:db8::/32', true],
    ['2001:db8:ffff:ffff::1', '2001:db8::/32', true],
    ['2001:db9::1', '2001:db8::/32', false],
    ['2001:db8::1', '2001:db8::/127', true],
    ['2001:db8::2', '2001:db8::/127', false],
    ['fe80::1%eth0', 'fe80::/10', true],
    ['febf::1', 'fe80::/10', true],
    ['fec0::1', 'fe80::/10', false],
    ['::1', '::1/128', true],
    ['::2', '::/0', true],
    // IPv4-mapped clients are IPv4 clients, and mapped ranges are IPv4 ranges.
    ['::ffff:127.0.0.1', '127.0.0.0/8', true],
    ['::FFFF:127.0.0.1', '127.0.0.1', true],
    ['::ffff:7f00:1', '127.0.0.1/32', true],
    ['127.0.0.1', '::ffff:127.0.0.0/104', true],
    ['128.0.0.1', '::ffff:127.0.0.0/104', false],
    ['::ffff:127.0.0.1', '::ffff:0:0/96', true],
    // Versions never mix otherwise.
    ['127.0.0.1', '::/0', false],
    ['::ffff:127.0.0.1', '::/0', false],
    ['::1', '0.0.0.0/0', false],
    ['::7f00:1', '127.0.0.0/8', false],
    // Invalid input never matches.
    ['not-an-ip', '0.0.0.0/0', false],
    ['127.0.0.1', 'garbage', false],
    ['', '0.0.0.0/0', false],
  ])('%s in %s → %s', (ip, cidr, expected) => {
    expect(isInCidr(ip, cidr)).toBe(expected);
  });
});

describe('isInAnyCidr', () => {
  it.each([
    ['10.0.0.1', [], false],
    ['10.0.0.1', ['192.168.0.0/16', '10.0.0.0/8'], true],
    ['2001:db8::1', ['10.0.0.0/8', '2001:db8::/48'], true],
    ['8.8.8.8', ['10.0.0.0/8', 'bogus', '2001:db8::/48'], false],
  ] as const)('%s in %j → %s', (ip, cidrs, expected) => {
    expect(isInAnyCidr(ip, cidrs)).toBe(expected);
  });
});
