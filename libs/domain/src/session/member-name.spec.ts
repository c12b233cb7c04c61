import { describe, expect, it } from 'vitest';
import { memberDisplayName } from './member-name';

describe('memberDisplayName', () => {
  it('prefers the nickname', () => {
    expect(
      memberDisplayName({ account: '8801712345678', nickname: 'Rana', mobile: '+880 17****5678' }),
    ).toBe('Rana');
  });

  it('names a mobile sign-up by its masked mobile, never its raw number', () => {
    expect(
      memberDisplayName({ account: '8801712345678', nickname: null, mobile: '+880 17****5678' }),
    ).toBe('+880 17****5678');
    expect(
      memberDisplayName({ account: '8801712345678', nickname: '  ', mobile: '+880 17****5678' }),
    ).toBe('+880 17****5678');
  });

  it('names a username account by its account name, even with a mobile bound', () => {
    expect(
      memberDisplayName({ account: 'player1', nickname: null, mobile: '+880 17****5678' }),
    ).toBe('player1');
  });
});
