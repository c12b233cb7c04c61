import { boundRoutes, fillPath, type BoundRoute } from '@tessera/contract';
import Type from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { outcomeOf, PlatformFailure, type Answer, type PlatformCall } from './answers';
import type { CallName } from './call-routes';
import { DEFAULT_ANSWERS } from './default-answers';

// The fake platform answers what the real one may: every default answer of a call in the route
// table is read with that call's reply schema, so a fixture that drifts from the contract fails
// here instead of passing silently in every screen's tests.

/** A request as the fake would decode it, with each path parameter set to 1. */
function requestFor(name: CallName, { method, path }: BoundRoute): PlatformCall {
  const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map(([, p]) => [p, 1]));
  return { call: name, method, path: fillPath(path, params), query: {}, body: {}, token: 'token' };
}

/** Where a reply breaks its schema: `/path: message` lines, none when it fits. */
function schemaErrors(route: BoundRoute, reply: unknown): string[] {
  return [...Value.Errors(route.schemas.reply, reply)].map(
    (error) => `${error.instancePath || '/'}: ${error.message}`,
  );
}

describe('the fake platform’s default answers', () => {
  const table = boundRoutes() as [CallName, BoundRoute][];

  it.each(table)('%s answers what its reply schema allows', async (name, route) => {
    const answer = DEFAULT_ANSWERS[name] as Answer<CallName>;
    const outcome = await outcomeOf(answer, requestFor(name, route));
    expect(outcome).not.toBeInstanceOf(PlatformFailure);
    expect(schemaErrors(route, outcome)).toEqual([]);
  });

  it('finds an answer that drifts from the schema', () => {
    const route: BoundRoute = {
      method: 'GET',
      path: '/wps/example',
      auth: 'member',
      schemas: { reply: Type.Object({ unplayed: Type.Integer({ minimum: 0 }) }) },
    };
    expect(schemaErrors(route, { unplayed: -1 })).not.toEqual([]);
    expect(schemaErrors(route, { unplayed: '1' })).not.toEqual([]);
    expect(schemaErrors(route, { unplayed: 1 })).toEqual([]);
  });
});
