import type { Db } from '../../core/db/database';
import type { TypedApp } from '../../core/http/typed-app';
import { limitPerWindow } from '../accounts';
import { operatorAuth } from './operator-auth';
import { isPermission } from './permissions';

/** What the guard needs: the token, and what counts a refusal (throws 429 past the limit). */
export interface OpsGuardDeps {
  token: string;
  countRefusal: (ip: string) => Promise<void>;
}

/** Counts operator-token refusals per IP in the database, `perMinute` at most. */
export const refusalsPerIp =
  (db: Db, now: () => Date, perMinute: number) =>
  (ip: string): Promise<void> =>
    limitPerWindow(db, `ops-refused:${ip}`, perMinute, 60, now());

/**
 * Guards one encapsulated context of /ops routes: each request needs the bearer token (checked
 * before its body is read), and each route registered after this call must declare a permission
 * from the catalogue, or the app refuses to start. Call it before registering the routes.
 * Refusals are counted per IP: past the limit a guess is answered 429, so a caller without the
 * token can neither try it fast nor fill the audit trail (which records refusals, not the 429s).
 */
export function guardOps(app: TypedApp, { token, countRefusal }: OpsGuardDeps): void {
  app.addHook('onRequest', operatorAuth(token, countRefusal));
  app.addHook('onRoute', (route) => {
    const permission: unknown = route.config?.permission;
    if (!isPermission(permission))
      throw new Error(
        `${route.method} ${route.url} declares no permission from operator/permissions.ts` +
          (permission === undefined ? '' : ` (got "${String(permission)}")`),
      );
  });
}
