import { describe, expect, it } from 'vitest';
import { popupClosedKey, popupExecutions } from './popup-rules';

describe('popupExecutions', () => {
  it.each([
    [false, false, ['B']],
    [false, true, ['B']],
    [true, false, ['A']],
    [true, true, ['F']],
  ])('logged in %s, first login %s → %j', (loggedIn, firstLogin, expected) => {
    expect(popupExecutions({ loggedIn, firstLogin })).toEqual(expected);
  });
});

describe('popupClosedKey', () => {
  it('keeps separate flags for members and anonymous visitors', () => {
    expect(popupClosedKey({ loggedIn: true })).toBe('USER_POPUP');
    expect(popupClosedKey({ loggedIn: false })).toBe('ANONYMOUS_POPUP');
  });
});
