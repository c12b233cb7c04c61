import { describe, expect, it } from 'vitest';
import { clockText, gmtOffsetLabel, zoneOffsetMinutes } from './clock';

describe('agent clock', () => {
  const at = new Date('2026-11-24T18:05:09.750Z');

  it.each([
    ['Asia/Dhaka', 'GMT+06:00', '2026-11-25 00:05:09'],
    ['Asia/Manila', 'GMT+08:00', '2026-11-25 02:05:09'],
    ['America/Sao_Paulo', 'GMT-03:00', '2026-11-24 15:05:09'],
    ['Asia/Kolkata', 'GMT+05:30', '2026-11-24 23:35:09'],
    ['UTC', 'GMT+00:00', '2026-11-24 18:05:09'],
  ])('%s: %s, %s', (zone, offset, clock) => {
    expect(gmtOffsetLabel(zone, at)).toBe(offset);
    expect(clockText(zone, at)).toBe(clock);
  });

  it('follows daylight saving time', () => {
    expect(zoneOffsetMinutes('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe(0);
  });

  it('writes midnight as 00, not 24', () => {
    expect(clockText('UTC', new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24 00:00:00');
  });
});
