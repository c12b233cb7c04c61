import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedApp } from '../../core/http/typed-app';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { guardOps } from '../staff';
import { PERMISSIONS } from './permissions';

type Route = { method: string; url: string; permission: unknown };

// The app's own route table, as Fastify registers it: every /ops route, read off the built app.
describe('the permission of every /ops route', () => {
  let t: TestApp;
  const routes: Route[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      'pglite-memory',
      (app) =>
        app.addHook('onRoute', ({ method, url, config }) => {
          routes.push({ method: String(method), url, permission: config?.permission });
        }),
      { operatorToken: 'ops-token-for-tests-0123456789' },
    );
  });
  afterAll(() => t?.close());

  const opsRoutes = () => routes.filter((route) => route.url.startsWith('/ops/'));

  it('is declared, from the catalogue (or self, or public), on each of them', () => {
    expect(opsRoutes().length).toBeGreaterThan(60);
    const missing = opsRoutes()
      .filter(
        (route) =>
          !Object.hasOwn(PERMISSIONS, String(route.permission)) &&
          route.permission !== 'self' &&
          route.permission !== 'public',
      )
      .map((route) => `${route.method} ${route.url}: ${String(route.permission)}`);
    expect(missing).toEqual([]);
  });

  it('leaves no permission of the catalogue unused', () => {
    const used = new Set(opsRoutes().map((route) => route.permission));
    expect(Object.keys(PERMISSIONS).filter((p) => !used.has(p))).toEqual([]);
  });

  it('is declared by no route outside /ops', () => {
    const stray = routes.filter((r) => !r.url.startsWith('/ops/') && r.permission !== undefined);
    expect(stray).toEqual([]);
  });
});

describe('the ops guard', () => {
  const guarded = (config: object) => {
    const app = Fastify();
    void app.register(async (ops) => {
      // Refusals are not counted here (ops-refusals.spec.ts counts them).
      // No database: only the token is tried here (staff.spec.ts signs staff in).
      guardOps(ops as unknown as TypedApp, {
        db: {} as never,
        now: () => new Date(),
        token: 'ops-token-for-tests-0123456789',
        countRefusal: async () => undefined,
      });
      ops.get('/ops/probe', { config }, async () => 'ok');
    });
    return app;
  };

  it('refuses to start with an /ops route that declares no permission', async () => {
    await expect(guarded({}).ready()).rejects.toThrow(
      'GET /ops/probe declares no permission from operator/permissions.ts',
    );
  });

  it('refuses to start with a permission the catalogue lacks', async () => {
    await expect(guarded({ permission: 'deposits.steal' }).ready()).rejects.toThrow(
      '(got "deposits.steal")',
    );
  });

  it('starts with a catalogue permission, and still asks for the token', async () => {
    const app = guarded({ permission: 'deposits.read' });
    await app.ready();
    expect((await app.inject({ url: '/ops/probe' })).statusCode).toBe(401);
    const answer = await app.inject({
      url: '/ops/probe',
      headers: { authorization: 'Bearer ops-token-for-tests-0123456789' },
    });
    expect(answer.body).toBe('ok');
    await app.close();
  });
});
