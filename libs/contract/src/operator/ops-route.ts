import type { HttpMethod, NoReply, NoRequest, Route, RouteRequest } from '../core/route';
import type { Permission } from './permissions';

/** An operator call: the route-table entry also names the permission its caller needs. */
export interface OpsRoute<Req extends RouteRequest = RouteRequest, Reply = unknown> extends Route<
  Req,
  Reply
> {
  readonly auth: 'operator';
  readonly permission: OpsAccess;
}

/**
 * Who may make an operator call: holders of a catalogue permission; `self`, any signed-in staff
 * member or key, on their own things (sessions, password); `public`, anyone (the sign-in steps,
 * which the guard lets through without a session).
 */
export type OpsAccess = Permission | 'self' | 'public';

/**
 * Declares one operator call: `opsRoute<{ params: { id: number } }, Withdrawal>('POST', path,
 * 'withdrawals.approve')`. The platform registers it behind that permission; the console will
 * read the same entry to hide what a role cannot do.
 */
export const opsRoute = <Req extends RouteRequest = NoRequest, Reply = NoReply>(
  method: HttpMethod,
  path: string,
  permission: OpsAccess,
): OpsRoute<Req, Reply> => ({ method, path, auth: 'operator', permission });
