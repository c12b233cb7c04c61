import { DRAW_PATHS, MISSION_PATHS } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { createPlatformFake, playedWheelTicket } from './testing';

describe('draw and mission calls', () => {
  it('plays a ticket with the client seed and token, and reads the outcome', async () => {
    const fake = createPlatformFake({ token: 'member-token' });
    const played = await fake.client.draws.play(41, 'lucky-seed');
    expect(played).toEqual(playedWheelTicket);
    expect(fake.callsTo('draws.play')[0]).toMatchObject({
      path: DRAW_PATHS.claim,
      body: { ticketId: 41, clientSeed: 'lucky-seed' },
      token: 'member-token',
    });
  });

  it('claims a mission by id', async () => {
    const fake = createPlatformFake({ token: 'member-token' });
    const claim = await fake.client.missions.claim(2);
    expect(claim.mission.status).toBe('claimed');
    expect(fake.callsTo('missions.claim')[0]?.path).toBe(MISSION_PATHS.claim.replace(':id', '2'));
  });
});
