import { describe, expect, it } from 'vitest';
import { decideSystemStatus, isSiteHost, SystemStatus } from './system-status';

describe('isSiteHost (spec §8 domain check)', () => {
  const domains = ['aurora.example', 'www.aurora.example', '*.aurora-bd.example'];

  it.each([
    ['aurora.example', true],
    ['WWW.Aurora.Example', true],
    ['aurora.example.', true],
    ['m.aurora-bd.example', true],
    ['a.b.aurora-bd.example', true],
    ['aurora-bd.example', false],
    ['evil-aurora.example', false],
    ['aurora.example.evil.example', false],
    ['xaurora-bd.example', false],
    ['lumenplay.example', false],
  ])('%s → %s', (host, allowed) => {
    expect(isSiteHost(host, domains)).toBe(allowed);
  });

  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])(
    'always lets loopback %s through, with or without a list',
    (host) => {
      expect(isSiteHost(host, [])).toBe(true);
    },
  );

  it('refuses every other host when the merchant lists none', () => {
    expect(isSiteHost('192.168.1.20', [])).toBe(false);
  });
});

describe('decideSystemStatus with the domain check', () => {
  it('shows the invalid URL page before maintenance or a region block', () => {
    expect(decideSystemStatus({ maintenance: true, regionRestricted: true, siteHost: false })).toBe(
      SystemStatus.InvalidUrl,
    );
    expect(
      decideSystemStatus({ maintenance: false, regionRestricted: false, siteHost: true }),
    ).toBe(SystemStatus.Normal);
  });
});
