import { describe, expect, it } from 'vitest';
import { mainViewKey, requiresLogin, shellLayout } from './shell-layout';

describe('shellLayout', () => {
  it.each([
    ['/', 'site', true],
    ['/agent', 'agent', false],
    ['/agentHome', 'agent', false],
    ['/agentHome/', 'agent', false],
    ['/agentHome/agentTeamOverview', 'agent', false],
    ['/member', 'site', true],
    ['/helpmc', 'bare', false],
    ['/help', 'site', true],
    ['/seamless', 'site', false],
    ['/lottert', 'site', false],
    ['/vnLottery', 'site', false],
    ['/seaLottery', 'site', false],
    ['/lottery', 'site', true],
    ['/agents', 'site', true],
  ])('%s → %s frame, side menu %s', (path, frame, sideMenu) => {
    expect(shellLayout(path)).toEqual({ frame, sideMenu });
  });
});

describe('mainViewKey', () => {
  it.each([
    ['/', '', '/'],
    ['/login', '', '/'],
    ['/register', '?affiliateCode=7', '/'],
    ['/live', '', '/live'],
    ['/live', '?vassalage=AG', '/live?vassalage=AG'],
    ['/rng', '?vassalage=PG', '/rng?vassalage=PG'],
    ['/agentHome', '', '/agenthome'],
    ['/agentHome/registerCenter', '?x=1', '/agenthome'],
  ])('%s%s → %s', (path, search, key) => {
    expect(mainViewKey(path, search)).toBe(key);
  });
});

describe('requiresLogin', () => {
  it.each([
    ['/', false],
    ['/login', false],
    ['/promotions', false],
    ['/live', false],
    ['/member', true],
    ['/member/deposit-v2', true],
    ['/Member/Withdraw/', true],
    ['/members', false],
    ['/agentHome', true],
    ['/agentHome/downlineManagmentView', true],
    ['/favorite', true],
    ['/recent', true],
    ['/lottery', true],
    ['/seaLottery', true],
    ['/vnLottery', true],
  ])('%s → %s', (path, expected) => {
    expect(requiresLogin(path)).toBe(expected);
  });
});
