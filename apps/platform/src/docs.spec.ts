import {
  AGENT_PATHS,
  CASHIER_PATHS,
  CONTRACT_OPS_PATHS,
  CONTRACT_PATHS,
  OPERATOR_PATHS,
  PAM_PREFIX,
  PATHS,
  RECORD_PATHS,
  SALARY_PROCESS_PATHS,
  WALLET_PATHS,
} from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs } from './testing/accounts';
import { startTestApp, type TestApp } from './testing/test-app';

// One database kind is enough: neither the description nor logging depends on it.
describe('OpenAPI and logging', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite-memory', undefined, {
      operatorToken: 'ops-token-for-tests-0123456789',
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(() => t?.close());

  it('describes every platform path at /docs/json and serves the UI at /docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    // A prefix path (game artwork: `/cdn/games/{file}`) counts when a route sits under it.
    const documented = (path: string) =>
      path in doc.paths || Object.keys(doc.paths).some((route) => route.startsWith(`${path}/`));
    const missing = [...Object.values(PATHS), ...Object.values(WALLET_PATHS)].filter(
      (path) => !documented(path),
    );
    expect(missing).toEqual([]);
    expect(doc.paths['/ops/outbox']).toBeDefined();
    expect(doc.paths['/ops/members/{id}/adjustments']).toHaveProperty('post');
    expect(doc.paths['/ops/merchants/{code}/referral']).toHaveProperty('put');
    // The records, the member's cashier lists and limits, the bank deposit queue.
    const records = [
      ...Object.values(RECORD_PATHS),
      CASHIER_PATHS.deposits,
      CASHIER_PATHS.withdrawals,
      CASHIER_PATHS.depositLimits,
      OPERATOR_PATHS.deposits,
      OPERATOR_PATHS.depositDecision.replace(':id', '{id}'),
    ];
    expect(records.filter((path) => !documented(path))).toEqual([]);
    // The agent centre's calls.
    const agent = Object.values(AGENT_PATHS).map((path) => path.replace(':memberId', '{memberId}'));
    expect(agent.filter((path) => !documented(path))).toEqual([]);
    // The agent's contracts and settlements, their processing relays, the operator's calls.
    const contracts = [
      ...Object.values(CONTRACT_PATHS),
      ...Object.values(SALARY_PROCESS_PATHS),
      ...Object.values(CONTRACT_OPS_PATHS),
    ].map((path) => path.replace(/:(\w+)/g, '{$1}'));
    expect(contracts.filter((path) => !documented(path))).toEqual([]);
    // Launching through an aggregator: the operator's calls, the sandbox aggregator, and the
    // PAM API under its own tag (only there).
    const aggregatorOps = [
      OPERATOR_PATHS.merchantAggregator,
      OPERATOR_PATHS.merchantVendorRoute,
      OPERATOR_PATHS.pamTokens,
      OPERATOR_PATHS.pamToken,
    ].map((path) => path.replace(/:(\w+)/g, '{$1}'));
    expect(aggregatorOps.filter((path) => !documented(path))).toEqual([]);
    const operations = doc.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(Object.keys(operations['/ops/pam/tokens/{aggregator}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
    expect(operations['/sandbox/aggregator/{provider}/gamelaunch']?.post?.tags).toEqual([
      'sandbox aggregator',
    ]);
    const pamTags = Object.entries(operations)
      .filter(([path]) => path.startsWith(`${PAM_PREFIX}/`))
      .flatMap(([, methods]) => Object.values(methods).map((op) => op.tags));
    expect(pamTags).toHaveLength(6);
    expect(pamTags.every((tags) => tags?.join() === 'PAM API (Valkyrie)')).toBe(true);
    const tagged = Object.values(operations).flatMap((methods) =>
      Object.values(methods).filter((op) => op.tags?.includes('PAM API (Valkyrie)')),
    );
    expect(tagged).toHaveLength(6);
    expect(Object.keys(doc.paths[CASHIER_PATHS.depositLimits] ?? {}).sort()).toEqual([
      'get',
      'put',
    ]);
    // Calls of the table that send a multipart form or answer bytes are described as such.
    type Operation = {
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const operation = (path: string, method: string) =>
      (doc.paths as Record<string, Record<string, Operation>>)[path.replace(/:(\w+)/g, '{$1}')]?.[
        method
      ];
    const form = operation(CASHIER_PATHS.withdrawalConfirmation, 'post')?.requestBody?.content;
    expect(Object.keys(form ?? {})).toEqual(['multipart/form-data']);
    expect(form?.['multipart/form-data']?.schema.properties).toHaveProperty('proof');
    const proof = operation(OPERATOR_PATHS.withdrawalProof, 'get')?.responses['200']?.content;
    expect(Object.keys(proof ?? {})).toEqual(['image/png', 'image/jpeg']);
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect([ui.statusCode, ui.headers['content-type']]).toEqual([
      200,
      expect.stringContaining('text/html'),
    ]);
  });

  it('never logs passwords, tokens or bearer headers', async () => {
    const password = 'player1pass';
    const res = await loginAs(t.app, 'AURORA', 'player1', password);
    const token = res.json<{ value: { token: string } }>().value.token;
    await call(t.app, 'AURORA', 'GET', PATHS.memberInfo, undefined, { token });
    await call(
      t.app,
      'AURORA',
      'POST',
      PATHS.changePassword,
      { oldPassword: password, newPassword: 'x', confirmNewPassword: 'x' },
      { token },
    );
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const secret of [password, token]) expect(log).not.toContain(secret);
  });
});
