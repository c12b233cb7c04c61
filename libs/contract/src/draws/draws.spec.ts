import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MissionInput, MissionUpdate } from '../missions/missions';
import { missionClaimPath } from '../missions/constants';
import { drawTicketPath } from './constants';
import { DrawClaimRequest, DrawPrizesUpdate, DrawRuleInput } from './draws';

describe('draw and mission schemas', () => {
  it('takes a ticket id and a client seed of 1-64 letters, digits, - and _', () => {
    expect(Value.Check(DrawClaimRequest, { ticketId: 41, clientSeed: 'lucky-seed_1' })).toBe(true);
    for (const clientSeed of ['', 'a b', 'x'.repeat(65), 'é', 'a:1'])
      expect(Value.Check(DrawClaimRequest, { ticketId: 41, clientSeed }), clientSeed).toBe(false);
    for (const ticketId of [0, -1, 1.5, '41'])
      expect(Value.Check(DrawClaimRequest, { ticketId, clientSeed: 'a' })).toBe(false);
  });

  it('takes 2 to 12 prizes of whole minor units and non-negative weights', () => {
    const prize = { amount: 1_000, weight: 1 };
    expect(Value.Check(DrawPrizesUpdate, { prizes: [prize, { amount: 0, weight: 0 }] })).toBe(true);
    expect(Value.Check(DrawPrizesUpdate, { prizes: [prize] })).toBe(false);
    expect(Value.Check(DrawPrizesUpdate, { prizes: Array(13).fill(prize) })).toBe(false);
    expect(Value.Check(DrawPrizesUpdate, { prizes: [prize, { amount: 1.5, weight: 1 }] })).toBe(
      false,
    );
    expect(Value.Check(DrawPrizesUpdate, { prizes: [prize, { amount: 1, weight: -1 }] })).toBe(
      false,
    );
  });

  it('takes rules and missions with positive thresholds and a known game or none', () => {
    expect(
      Value.Check(DrawRuleInput, { kind: 'DEPOSIT', threshold: 50_000, drawKind: 'WHEEL' }),
    ).toBe(true);
    expect(Value.Check(DrawRuleInput, { kind: 'DEPOSIT', threshold: 0, drawKind: 'WHEEL' })).toBe(
      false,
    );
    const mission = { cadence: 'DAILY', metric: 'ROUNDS', target: 10, rewardAmount: 0, points: 5 };
    expect(Value.Check(MissionInput, { ...mission, rewardTicket: null })).toBe(true);
    expect(Value.Check(MissionInput, { ...mission, rewardTicket: 'EGG' })).toBe(true);
    expect(Value.Check(MissionInput, { ...mission, rewardTicket: 'COIN' })).toBe(false);
    expect(Value.Check(MissionInput, { ...mission, cadence: 'MONTHLY' })).toBe(false);
    expect(Value.Check(MissionUpdate, { active: false })).toBe(true);
    expect(missionClaimPath(7)).toBe('/wps/missions/7/claim');
    expect(drawTicketPath(41)).toBe('/wps/draws/tickets/41');
  });
});
