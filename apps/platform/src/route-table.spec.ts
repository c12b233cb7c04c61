import { boundOpsRoutes, boundRoutes, fillPath } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './testing/accounts';
import { startTestApp, type TestApp } from './testing/test-app';
import { OUTSIDE_THE_TABLE } from './testing/routes-outside-the-table';

// The contract's route table and the platform agree: every call in the table is a platform route
// registered from its entry (routeFor), and every platform route is either that or one of the
// routes that are no contract call (documentation, artwork, the vendors' protocols), each listed
// with its reason.

interface Registered {
  route: string;
  fromTable: boolean;
  permission?: string;
}

describe('the route table', () => {
  let t: TestApp;
  const registered: Registered[] = [];
  beforeAll(async () => {
    t = await startTestApp(
      'pglite-memory',
      (app: FastifyInstance) => {
        app.addHook('onRoute', (options) => {
          const methods = [options.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
          for (const method of methods) {
            registered.push({
              route: `${method} ${options.url}`,
              fromTable: options.config?.fromTable === true,
              permission: options.config?.permission,
            });
          }
        });
        // Every optional part on, so that no route escapes the comparison.
      },
      {
        operatorToken: 'ops-token-for-tests-0123456789',
        devInbox: true,
        sandboxPay: true,
        // Every operator call is tried without a token below, all from one address.
        ipLimits: { opsRefusalsPerMinute: 1_000 },
      },
    );
  });
  afterAll(() => t?.close());

  const table = [...boundRoutes(), ...boundOpsRoutes()];

  it('registers every call of the table from its entry', () => {
    const fromTable = registered.filter((r) => r.fromTable).map((r) => r.route);
    expect(fromTable.sort()).toEqual(table.map(([, r]) => `${r.method} ${r.path}`).sort());
  });

  it('registers each operator call behind the permission its entry names', () => {
    const declared = registered.filter((r) => r.permission !== undefined);
    for (const [name, route] of boundOpsRoutes()) {
      const found = declared.find((r) => r.route === `${route.method} ${route.path}`);
      expect({ name, permission: found?.permission }).toEqual({
        name,
        permission: 'permission' in route ? route.permission : 'none',
      });
    }
  });

  it('registers by hand only the routes listed as outside the table', () => {
    const byHand = registered.filter((r) => !r.fromTable).map((r) => r.route);
    expect(byHand.sort()).toEqual(Object.values(OUTSIDE_THE_TABLE).flat().sort());
  });

  // The staff sign-in steps are the operator calls anyone may make (`public`).
  const isPublic = (route: object) => 'permission' in route && route.permission === 'public';
  it.each(table.filter(([, r]) => r.auth !== 'none' && !isPublic(r)))(
    '%s answers 401 without a session',
    async (_name, { method, path }) => {
      const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, n]) => [n, 1]));
      const res = await call(t.app, 'AURORA', method, fillPath(path, params), {});
      expect(res.statusCode).toBe(401);
    },
  );

  // A public call that takes no input answers its own refusal instead (passkey options: this
  // request has no Origin the console is served on).
  const OWN_REFUSAL: Record<string, [number, string]> = {
    'staffSession.passkeySignInOptions': [403, 'PASSKEY_ORIGIN'],
  };
  it.each(table.filter(([, r]) => isPublic(r)))(
    '%s is public: an empty request reaches the schema (400), not the guard',
    async (name, { method, path }) => {
      const res = await call(t.app, 'AURORA', method, path, {});
      expect([res.statusCode, res.json().code]).toEqual(OWN_REFUSAL[name] ?? [400, 'BAD_REQUEST']);
    },
  );
});
