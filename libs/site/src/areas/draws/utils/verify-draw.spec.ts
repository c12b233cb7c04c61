import { describe, expect, it } from 'vitest';
import { playedWheelTicket } from '@tessera/sdk/testing';
import { chanceOf, randomClientSeed, verifyDraw } from './verify-draw';

describe('verifyDraw', () => {
  it('confirms a played ticket whose revealed seed matches its hash and pick', async () => {
    expect(await verifyDraw(playedWheelTicket)).toEqual({
      hashMatches: true,
      index: 3,
      verified: true,
    });
  });

  it('catches a seed that is not the committed one, and a paid prize the seeds do not pick', async () => {
    const swapped = { ...playedWheelTicket, serverSeed: `${playedWheelTicket.serverSeed}0` };
    expect((await verifyDraw(swapped)).hashMatches).toBe(false);
    const wrongPrize = { ...playedWheelTicket, prizeIndex: 7 };
    expect(await verifyDraw(wrongPrize)).toMatchObject({ hashMatches: true, verified: false });
    const otherClient = { ...playedWheelTicket, clientSeed: 'c' };
    expect((await verifyDraw(otherClient)).index).toBe(0);
  });

  it('makes client seeds the platform accepts, and chances from weights', () => {
    expect(randomClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(chanceOf(1, [1, 3])).toBe(25);
    expect(chanceOf(0, [0, 0])).toBe(0);
  });
});
