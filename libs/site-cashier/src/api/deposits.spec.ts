import { deposit } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_POLL_MS, depositPollInterval } from './deposits';

describe('the deposit status poll', () => {
  it('asks again every few seconds while the deposit waits, and stops once it is final', () => {
    expect(depositPollInterval(deposit({ status: 'created' }))).toBe(DEPOSIT_POLL_MS);
    expect(depositPollInterval(deposit({ status: 'pending' }))).toBe(DEPOSIT_POLL_MS);
    for (const status of ['approved', 'rejected', 'expired'] as const)
      expect(depositPollInterval(deposit({ status }))).toBe(false);
  });
});
