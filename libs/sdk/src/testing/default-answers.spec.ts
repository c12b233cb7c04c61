import { boundRoutes, isBinaryReply, type BoundRoute } from '@tessera/contract';
import Type from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MAKE } from './call-makers';
import { callOfEntry } from './call-routes';
import { createPlatformFake } from './index';

// The fake platform answers what the real one may: every call in the route table is made through
// the real client, and the value its default answer gives is read with the call's reply schema,
// so a fixture that drifts from the contract fails here instead of passing in every screen's tests.

/** Where a reply breaks its schema: `/path: message` lines, none when it fits. */
function schemaErrors(route: BoundRoute, reply: unknown): string[] {
  // No member call answers bytes; one that did would need its own check here.
  if (isBinaryReply(route.schemas.reply)) return ['/: a bytes reply, not an envelope value'];
  return [...Value.Errors(route.schemas.reply, reply)].map(
    (error) => `${error.instancePath || '/'}: ${error.message}`,
  );
}

describe('the fake platform’s default answers', () => {
  const table = boundRoutes();

  it.each(table)('%s answers what its reply schema allows', async (entry, route) => {
    const name = callOfEntry(entry);
    const fake = createPlatformFake({ token: 'member-token' });
    // A call that returns nothing resolves to undefined; its envelope said null.
    const reply = (await MAKE[name](fake.client)) ?? null;
    expect(fake.calls.map((call) => call.call)).toEqual([name]);
    expect(schemaErrors(route, reply)).toEqual([]);
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
