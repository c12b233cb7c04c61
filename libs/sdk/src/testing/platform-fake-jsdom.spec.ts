// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createPlatformFake } from './index';

// The site's tests run in jsdom, whose AbortController is not Node's: the client must still work.
describe('createPlatformFake in jsdom', () => {
  it('answers, fails and holds calls', async () => {
    const fake = createPlatformFake({ token: 'member-token' });
    expect((await fake.client.member.info()).account).toBe('player1');
    fake.fail('wallet.balance', 'MAINTENANCE', 503);
    await expect(fake.client.wallet.balance()).rejects.toMatchObject({ code: 'MAINTENANCE' });
    const held = fake.hold('games.menus');
    const menus = fake.client.games.menus();
    held.release();
    await expect(menus).resolves.toHaveLength(3);
  });
});
