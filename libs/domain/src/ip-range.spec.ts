import { describe, expect, it } from 'vitest';
import { isValidCidr, parseCidr, parseIp, unmapIpv4 } from './ip-range';

const v6 = (...words: number[]) => words.flatMap((word) => [word >> 8, word & 0xff]);

describe('parseIp', () => {
  it.each([
    ['0.0.0.0', 4, [0, 0, 0, 0]],
    ['127.0.0.1', 4, [127, 0, 0, 1]],
    ['255.255.255.255', 4, [255, 255, 255, 255]],
    ['::', 6, v6(0, 0, 0, 0, 0, 0, 0, 0)],
    ['::1', 6, v6(0, 0, 0, 0, 0, 0, 0, 1)],
    ['1::', 6, v6(1, 0, 0, 0, 0, 0, 0, 0)],
    ['2001:db8::8a2e:370:7334', 6, v6(0x2001, 0xdb8, 0, 0, 0, 0x8a2e, 0x370, 0x7334)],
    ['2001:DB8:0:0:0:0:0:1', 6, v6(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1)],
    ['1:2:3:4:5:6:7::', 6, v6(1, 2, 3, 4, 5, 6, 7, 0)],
    ['::2:3:4:5:6:7:8', 6, v6(0, 2, 3, 4, 5, 6, 7, 8)],
    ['::ffff:127.0.0.1', 6, [...v6(0, 0, 0, 0, 0, 0xffff), 127, 0, 0, 1]],
    ['::ffff:7f00:1', 6, v6(0, 0, 0, 0, 0, 0xffff, 0x7f00, 1)],
    ['64:ff9b::192.0.2.33', 6, [...v6(0x64, 0xff9b, 0, 0, 0, 0), 192, 0, 2, 33]],
    ['1:2:3:4:5:6:1.2.3.4', 6, [...v6(1, 2, 3, 4, 5, 6), 1, 2, 3, 4]],
    ['fe80::1%eth0', 6, v6(0xfe80, 0, 0, 0, 0, 0, 0, 1)],
  ])('reads %s as IPv%i', (text, version, bytes) => {
    expect(parseIp(text)).toEqual({ version, bytes });
  });

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.0.0.1',
    '01.2.3.4',
    '1.2.3.-4',
    '1.2.3.4 ',
    ' 1.2.3.4',
    '1.2.3.4/32',
    'a.b.c.d',
    '0x7f.0.0.1',
    ':',
    ':::',
    '1::2::3',
    ':1::',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '12345::',
    'g::1',
    '::ffff:256.0.0.1',
    '1.2.3.4::',
    '::1.2.3.4:5',
    'fe80::1%',
    'fe80::1%a%b',
    '1.2.3.4%eth0',
    `${'1:'.repeat(40)}1`,
  ])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('unmapIpv4', () => {
  it('turns ::ffff:a.b.c.d into IPv4 and leaves other addresses alone', () => {
    expect(unmapIpv4(parseIp('::ffff:10.1.2.3')!)).toEqual({ version: 4, bytes: [10, 1, 2, 3] });
    const compatible = parseIp('::10.1.2.3')!;
    expect(unmapIpv4(compatible)).toBe(compatible);
    const v4 = parseIp('10.1.2.3')!;
    expect(unmapIpv4(v4)).toBe(v4);
  });
});

describe('parseCidr and isValidCidr', () => {
  it.each([
    ['10.0.0.0/8', 4, 8],
    ['0.0.0.0/0', 4, 0],
    ['192.168.1.7/32', 4, 32],
    ['192.168.1.7', 4, 32],
    ['10.1.2.3/8', 4, 8],
    ['2001:db8::/32', 6, 32],
    ['::/0', 6, 0],
    ['::1/128', 6, 128],
    ['::1', 6, 128],
    ['::ffff:10.0.0.0/104', 6, 104],
  ])('accepts %s (IPv%i, /%i)', (text, version, prefix) => {
    expect(parseCidr(text)).toMatchObject({ address: { version }, prefix });
    expect(isValidCidr(text)).toBe(true);
  });

  it.each([
    '',
    '/8',
    '10.0.0.0/',
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/08',
    '10.0.0.0/8/8',
    '10.0.0.0/8 ',
    '10.0.0/8',
    '2001:db8::/129',
    'fe80::%eth0/64',
    'fe80::/64%eth0',
    'example.com/24',
  ])('refuses %j', (text) => {
    expect(parseCidr(text)).toBeNull();
    expect(isValidCidr(text)).toBe(false);
  });
});
