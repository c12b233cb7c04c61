import type { WhitelabelNode } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import {
  canUseAgentSite,
  canUseMemberSite,
  featureSwitches,
  gatedAction,
  isAgentType,
  isTrialType,
  referralMenuVisible,
  skipsConsolidatedCall,
} from './permissions';

describe('member types', () => {
  // type, agent, trial, agent site, member site, skips consolidated
  it.each([
    [0, false, false, false, true, false],
    [1, true, false, true, true, false],
    [2, true, false, true, true, false],
    [41, true, false, true, true, false],
    [42, true, false, true, true, false],
    [4, false, true, false, true, true],
    [3, false, false, false, false, false],
    [99, false, false, false, false, false],
  ])('type %i', (type, agent, trial, agentSite, memberSite, skips) => {
    expect([
      isAgentType(type),
      isTrialType(type),
      canUseAgentSite(type),
      canUseMemberSite(type),
      skipsConsolidatedCall(type),
    ]).toEqual([agent, trial, agentSite, memberSite, skips]);
  });
});

describe('referralMenuVisible', () => {
  it.each([
    [false, null, true, false],
    [false, 1, true, false],
    [true, 1, false, true],
    [true, 42, false, true],
    [true, 0, false, false],
    [true, 0, true, true],
    [true, 4, false, false],
    [true, 4, true, true],
    [true, null, false, false],
  ])('loggedIn %s, type %s, referral %s → %s', (loggedIn, memberType, referralEnabled, shown) => {
    expect(referralMenuVisible({ loggedIn, memberType, referralEnabled })).toBe(shown);
  });
});

describe('gatedAction', () => {
  it.each([
    [false, null, 'login'],
    [false, 4, 'login'],
    [true, 4, 'upgrade'],
    [true, 0, 'allow'],
    [true, 1, 'allow'],
    [true, null, 'allow'],
  ] as const)('loggedIn %s, type %s → %s', (loggedIn, memberType, expected) => {
    expect(gatedAction({ loggedIn, memberType })).toBe(expected);
  });
});

describe('featureSwitches', () => {
  const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []) => ({
    modId,
    enabled,
    childrenNodes,
  });

  it('turns a child off when any ancestor is off', () => {
    const tree = [
      node('REGISTER', true, [node('MOBILENUMREG3', true, [node('REGMOBVERF3', true)])]),
      node('FREEPLAY', false, [node('FREEPLAY_WEB', true, [node('DEEP', true)])]),
      node('LOGIN', true, [node('SMSLOGIN', false)]),
    ];
    expect(featureSwitches(tree)).toEqual({
      REGISTER: true,
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      FREEPLAY: false,
      FREEPLAY_WEB: false,
      DEEP: false,
      LOGIN: true,
      SMSLOGIN: false,
    });
  });

  it('is empty for an empty tree', () => {
    expect(featureSwitches([])).toEqual({});
  });

  it('keeps a repeated modId on if any occurrence is on', () => {
    expect(featureSwitches([node('A', false, [node('X', true)]), node('X', true)])).toEqual({
      A: false,
      X: true,
    });
  });
});
