import { describe, expect, it } from 'vitest';
import { dayIn } from './use-merchant-today';

describe('dayIn', () => {
  it("names the calendar day of the merchant's zone, not the device's", () => {
    const evening = new Date('2026-11-23T19:00:00Z');
    expect(dayIn('Asia/Dhaka', evening)).toBe('2026-11-24');
    expect(dayIn('Asia/Manila', evening)).toBe('2026-11-24');
    expect(dayIn('America/New_York', evening)).toBe('2026-11-23');
    expect(dayIn('UTC', new Date('2026-01-05T00:00:00Z'))).toBe('2026-01-05');
  });
});
