import {
  AUDIT_OPS_ROUTES,
  CSRF_HEADER,
  STAFF_OPS_ROUTES,
  STAFF_SESSION_ROUTES,
} from '@tessera/contract';
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../platform-error';
import { createOpsFake, FAKE_OWNER, FAKE_TOTP_CODE } from '../testing';
import { createOpsClient } from './ops-client';

function setup(options: Parameters<typeof createOpsFake>[0] = {}) {
  const fake = createOpsFake(options);
  const onUnauthorized = vi.fn();
  const client = createOpsClient({
    baseUrl: 'http://console.test',
    fetch: fake.fetch,
    onUnauthorized,
  });
  return { fake, client, onUnauthorized };
}

describe('createOpsClient', () => {
  it('signs in in two steps and sends the CSRF token on unsafe calls only', async () => {
    const { fake, client } = setup({ ownerEnrolled: true });
    const step = await client.callOps(STAFF_SESSION_ROUTES.signIn, { body: FAKE_OWNER });
    expect(step).toEqual({ next: 'code', enrolment: null });
    const signedIn = await client.callOps(STAFF_SESSION_ROUTES.code, {
      body: { code: FAKE_TOTP_CODE },
    });
    expect(client.csrfToken()).toBe(signedIn.self.csrfToken);

    await client.callOps(STAFF_OPS_ROUTES.list, { query: { limit: 10 } });
    const list = fake.seen.at(-1);
    expect(list?.headers[CSRF_HEADER]).toBeUndefined();
    expect(list?.query.get('limit')).toBe('10');

    await client.callOps(STAFF_SESSION_ROUTES.endSession, { params: { id: 'other-1' } });
    expect(fake.seen.at(-1)?.headers[CSRF_HEADER]).toBe(signedIn.self.csrfToken);
    expect(fake.seen.at(-1)?.path).toBe('/ops/session/sessions/other-1');
  });

  it('answers a failed envelope as a PlatformError with its code and status', async () => {
    const { client, onUnauthorized } = setup();
    const failure = client.callOps(STAFF_SESSION_ROUTES.signIn, {
      body: { email: FAKE_OWNER.email, password: 'wrong-password' },
    });
    await expect(failure).rejects.toBeInstanceOf(PlatformError);
    await expect(failure).rejects.toMatchObject({ code: 'STAFF_SIGN_IN_FAILED', status: 401 });
    // A wrong password is the sign-in page's business, not a session that ended.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a 401 of a session call, so the console returns to sign-in', async () => {
    const { fake, client, onUnauthorized } = setup({ signedInAs: 'owner' });
    await client.callOps(STAFF_SESSION_ROUTES.self);
    fake.endSession();
    await expect(client.callOps(AUDIT_OPS_ROUTES.verify)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(client.csrfToken()).toBeNull();
  });

  it('is refused without the CSRF token', async () => {
    const { client } = setup({ signedInAs: 'owner' });
    await expect(
      client.callOps(STAFF_SESSION_ROUTES.endSession, { params: { id: 'other-1' } }),
    ).rejects.toMatchObject({ code: 'CSRF_INVALID', status: 403 });
  });
});
