import {
  CSRF_HEADER,
  STAFF_OPS_PATHS as P,
  STAFF_PENDING_COOKIE,
  STAFF_SESSION_COOKIE,
  type Envelope,
  type NewStaffRequest,
  type StaffCredentials,
  type StaffRoles,
  type StaffSignedIn,
  type StaffSignInStep,
} from '@tessera/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';

// Staff sign-in for specs: members made with the operator token, signed in over HTTP.

/** The value of a cookie the reply sets, or null. */
export function setCookie(res: LightMyRequestResponse, name: string): string | null {
  const header = res.headers['set-cookie'];
  for (const line of [header ?? []].flat()) {
    const [pair = ''] = String(line).split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return null;
}

/** The whole Set-Cookie line of a cookie. */
export function setCookieLine(res: LightMyRequestResponse, name: string): string {
  const header = res.headers['set-cookie'];
  return (
    [header ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith(`${name}=`)) ?? ''
  );
}

/** A signed-in staff session, and what a test needs to call with it. */
export interface StaffSessionOf {
  cookie: string;
  csrf: string;
  secret: string;
  recoveryCodes: string[];
  id: number;
}

/** Calls an app as one operator: token, key or staff session. */
export class StaffClient {
  constructor(
    readonly app: FastifyInstance,
    readonly token: string,
    /** The clock the app was built with (ms). */
    readonly clock: () => number,
  ) {}

  /** A request with the bootstrap token (or `authorization` as given). */
  asToken(
    method: string,
    url: string,
    payload?: object,
    authorization = `Bearer ${this.token}`,
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization },
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  /** A request with a staff session cookie and, unless `csrf` is null, its CSRF header. */
  asStaff(
    session: Pick<StaffSessionOf, 'cookie' | 'csrf'>,
    method: string,
    url: string,
    payload?: object,
    { csrf = session.csrf, remoteAddress }: { csrf?: string | null; remoteAddress?: string } = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: method as 'GET',
      url,
      headers: {
        cookie: `${STAFF_SESSION_COOKIE}=${session.cookie}`,
        ...(csrf !== null ? { [CSRF_HEADER]: csrf } : {}),
      },
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  async roleId(key: string): Promise<number> {
    const res = await this.asToken('GET', P.roles);
    const roles = res.json<Envelope<StaffRoles>>().value;
    const role = roles?.items.find((r) => r.key === key || r.name === key);
    if (!role) throw new Error(`no role ${key}: ${res.body}`);
    return role.id;
  }

  /** A new member made with the operator token (its initial password). */
  async createMember(req: Partial<NewStaffRequest> & { email: string }): Promise<StaffCredentials> {
    const res = await this.asToken('POST', P.staff, {
      name: req.email.split('@')[0],
      roleId: await this.roleId('owner'),
      merchants: { all: true, codes: [] },
      ...req,
    });
    if (res.statusCode !== 201) throw new Error(`create staff: ${res.statusCode} ${res.body}`);
    return res.json<Envelope<StaffCredentials>>().value as StaffCredentials;
  }

  passwordStep(email: string, password: string, remoteAddress = '127.0.0.1') {
    return this.app.inject({
      method: 'POST',
      url: P.session,
      payload: { email, password },
      remoteAddress,
    });
  }

  codeStep(pending: string | null, body: object, remoteAddress = '127.0.0.1') {
    return this.app.inject({
      method: 'POST',
      url: P.sessionCode,
      payload: body,
      headers: pending ? { cookie: `${STAFF_PENDING_COOKIE}=${pending}` } : {},
      remoteAddress,
    });
  }

  /** The authenticator's code for `secret` now (+ steps of 30 s). */
  code(secret: string, steps = 0): Promise<string> {
    return generate({ secret, epoch: Math.floor(this.clock() / 1000) + steps * 30 });
  }

  /**
   * Signs a member in: the password, then a code (enrolling the authenticator when asked, with
   * `secret` once enrolled).
   */
  async signIn(
    email: string,
    password: string,
    { secret, remoteAddress }: { secret?: string; remoteAddress?: string } = {},
  ): Promise<StaffSessionOf> {
    const first = await this.passwordStep(email, password, remoteAddress);
    if (first.statusCode !== 200) throw new Error(`password step: ${first.body}`);
    const step = first.json<Envelope<StaffSignInStep>>().value as StaffSignInStep;
    const totp = step.enrolment?.secret ?? secret ?? '';
    const second = await this.codeStep(
      setCookie(first, STAFF_PENDING_COOKIE),
      { code: await this.code(totp) },
      remoteAddress,
    );
    if (second.statusCode !== 200) throw new Error(`code step: ${second.body}`);
    const signed = second.json<Envelope<StaffSignedIn>>().value as StaffSignedIn;
    return {
      cookie: setCookie(second, STAFF_SESSION_COOKIE) ?? '',
      csrf: signed.self.csrfToken,
      secret: totp,
      recoveryCodes: signed.recoveryCodes ?? [],
      id: signed.self.staff.id,
    };
  }
}
