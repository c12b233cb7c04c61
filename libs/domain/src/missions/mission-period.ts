import type { MissionCadence } from '@tessera/contract';
import { periodAt, type Period } from '../contracts/contract-periods';

/**
 * The period a mission counts in: a daily mission the merchant's calendar day, a weekly one its
 * week from Monday, both in the merchant's time zone (the same periods as agent settlements).
 */
export function missionPeriod(cadence: MissionCadence, timeZone: string, at: Date): Period {
  return periodAt(cadence === 'DAILY' ? 'D' : 'W', timeZone, at);
}

/** What a mission shows: progress capped at the target, and whether it may be claimed. */
export function missionState(
  progress: number,
  target: number,
  claimed: boolean,
): { progress: number; status: 'inProgress' | 'claimable' | 'claimed' } {
  const shown = Math.min(Math.max(progress, 0), target);
  if (claimed) return { progress: target, status: 'claimed' };
  return { progress: shown, status: shown >= target ? 'claimable' : 'inProgress' };
}
