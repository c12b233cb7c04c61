import type { TypedApp } from '../../core/http/typed-app';
import { operatorAuth } from './operator-auth';
import { isPermission } from './permissions';

/**
 * Guards one encapsulated context of /ops routes: each request needs the bearer token (checked
 * before its body is read), and each route registered after this call must declare a permission
 * from the catalogue, or the app refuses to start. Call it before registering the routes.
 */
export function guardOps(app: TypedApp, token: string): void {
  app.addHook('onRequest', operatorAuth(token));
  app.addHook('onRoute', (route) => {
    const permission: unknown = route.config?.permission;
    if (!isPermission(permission))
      throw new Error(
        `${route.method} ${route.url} declares no permission from operator/permissions.ts` +
          (permission === undefined ? '' : ` (got "${String(permission)}")`),
      );
  });
}
