import {
  AgentContract,
  CONTRACT_PATHS,
  ContractList,
  GamePage,
  GameSummary,
  LoginInfo,
  MemberInfo,
  PATHS,
  WhitelabelInfo,
  WhitelabelNode,
  envelope,
  type GameSummary as GameSummaryValue,
  type MemberInfo as MemberInfoValue,
} from '@tessera/contract';
import Type from 'typebox';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './core/http/envelope';
import { tokenOf } from './testing/accounts';
import { merchantGet, valueOf } from './testing/requests';
import { startTestApp, type TestApp } from './testing/test-app';

// Routes serialize with the contract's schemas and nothing else, so every field the contract
// declares reaches the caller, and a field added to the contract cannot be dropped by a second,
// forgotten platform schema (there is none).

const keysOf = (schema: { properties: object }) => Object.keys(schema.properties).sort();

/** A GameSummary with every field set to a value that differs from a default. */
const fullGame: GameSummaryValue = {
  nodeId: 7,
  gameCode: 'PG_TEST',
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  displayName: 'Test',
  iconUrl: '/cdn/games/PG_TEST.svg',
  isHot: 1,
  isNew: true,
  isGame: true,
  maintenance: true,
};
const fullMember: MemberInfoValue = {
  id: 3,
  account: 'player1',
  nickname: 'P',
  type: 0,
  parentAgent: 'agent1',
  currency: 'BDT',
  language: 'bn',
  email: 'p@example.com',
  mobile: '+880 17****5678',
  payeeName: 'Payee',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** An AgentContract with every nullable field set. */
const fullContract = {
  id: 5,
  kind: 'DIVIDEND' as const,
  period: 'H' as const,
  status: 'terminating' as const,
  holder: 'sub1',
  offerer: 'agent1',
  tiers: [{ activeMembers: 3, validBet: 100, profitLoss: 50, rate: 900 }],
  maxRate: 900,
  terminationRequestedBy: 'sub1',
  createdAt: '2026-11-01T00:00:00.000Z',
  answeredAt: '2026-11-01T01:00:00.000Z',
  endedAt: '2026-11-02T00:00:00.000Z',
};

describe('replies carry every field the contract declares', () => {
  let t: TestApp;
  // A field the contract might gain tomorrow: declared once, in the schema the route uses.
  const GameSummaryPlus = Type.Object({ ...GameSummary.properties, addedLater: Type.String() });
  beforeAll(async () => {
    t = await startTestApp('pglite-memory', (app) => {
      app.get('/test/game-page', { schema: { response: { 200: envelope(GamePage) } } }, async () =>
        ok({ content: [fullGame], pageNum: 1, pageSize: 1, totalPages: 1, totalElements: 1 }),
      );
      app.get(
        '/test/login-info',
        { schema: { response: { 200: envelope(LoginInfo) } } },
        async () =>
          ok({
            member: fullMember,
            unreadMessage: 2,
            availablePromoCount: 3,
            referralEnabled: true,
          }),
      );
      app.get(
        '/test/whitelabel',
        { schema: { response: { 200: envelope(WhitelabelInfo) } } },
        async () =>
          ok({
            merchantCode: 'AURORA',
            displayName: 'Aurora',
            currency: 'BDT',
            defaultLanguage: 'bn',
            languages: ['bn', 'en'],
            timeZone: 'Asia/Dhaka',
            tree: [
              {
                modId: 'A',
                enabled: true,
                childrenNodes: [{ modId: 'B', enabled: false, childrenNodes: [] }],
              },
            ],
          }),
      );
      app.get(
        '/test/contract',
        { schema: { response: { 200: envelope(AgentContract) } } },
        async () => ok(fullContract),
      );
      app.get(
        '/test/game-plus',
        { schema: { response: { 200: envelope(GameSummaryPlus) } } },
        async () => ok({ ...fullGame, addedLater: 'here', notDeclared: 'dropped' }),
      );
    });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('returns a GamePage with every GameSummary field intact', async () => {
    const value = valueOf<unknown>(await get('/test/game-page'));
    expect(value).toEqual({
      content: [fullGame],
      pageNum: 1,
      pageSize: 1,
      totalPages: 1,
      totalElements: 1,
    });
    expect(Value.Check(GamePage, value)).toBe(true);
  });

  it('returns LoginInfo with every MemberInfo field intact', async () => {
    expect(valueOf(await get('/test/login-info'))).toEqual({
      member: fullMember,
      unreadMessage: 2,
      availablePromoCount: 3,
      referralEnabled: true,
    });
  });

  it('returns the whitelabel feature tree through the shared WhitelabelNode $id', async () => {
    const value = valueOf<{ tree: unknown[] }>(await get('/test/whitelabel'));
    expect(value.tree).toEqual([
      {
        modId: 'A',
        enabled: true,
        childrenNodes: [{ modId: 'B', enabled: false, childrenNodes: [] }],
      },
    ]);
  });

  it('returns an AgentContract with every field and tier intact', async () => {
    expect(valueOf(await get('/test/contract'))).toEqual(fullContract);
  });

  it('sends a field added to the contract schema and drops what no schema declares', async () => {
    expect(valueOf(await get('/test/game-plus'))).toEqual({ ...fullGame, addedLater: 'here' });
  });

  it('real routes answer exactly the contract fields', async () => {
    const page = valueOf<{ content: object[] }>(
      await merchantGet(t.app, 'AURORA', `${PATHS.gameList}?pageSize=1`),
    );
    expect(Object.keys(page.content[0] ?? {}).sort()).toEqual(keysOf(GameSummary));

    const whitelabel = valueOf<{ tree: object[] }>(
      await merchantGet(t.app, 'AURORA', PATHS.whitelabel),
    );
    expect(Object.keys(whitelabel).sort()).toEqual(keysOf(WhitelabelInfo));
    expect(Object.keys(whitelabel.tree[0] ?? {}).sort()).toEqual(keysOf(WhitelabelNode));

    const token = await tokenOf(t.app, 'AURORA', 'player1', 'player1pass');
    const headers = { authorization: `Bearer ${token}` };
    const member = valueOf<object>(
      await merchantGet(t.app, 'AURORA', PATHS.memberInfo, { headers }),
    );
    expect(Object.keys(member).sort()).toEqual(keysOf(MemberInfo));
    const info = valueOf<{ member: object }>(
      await merchantGet(t.app, 'AURORA', PATHS.loginInfo, { headers }),
    );
    expect(Object.keys(info).sort()).toEqual(keysOf(LoginInfo));
    expect(Object.keys(info.member).sort()).toEqual(keysOf(MemberInfo));

    const agent = await tokenOf(t.app, 'AURORA', 'agent1', 'agent1pass');
    const contracts = valueOf<object>(
      await merchantGet(t.app, 'AURORA', CONTRACT_PATHS.list, {
        headers: { authorization: `Bearer ${agent}` },
      }),
    );
    expect(Object.keys(contracts).sort()).toEqual(keysOf(ContractList));
  });
});
