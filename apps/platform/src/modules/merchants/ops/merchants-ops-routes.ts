import type { Db } from '../../../core/db/database';
import type { TypedApp } from '../../../core/http/typed-app';
import type { MerchantCache } from '../merchant-cache';
import { merchantProfileOpsRoutes } from './merchant-profile-ops-routes';
import { merchantSettingsOpsRoutes } from './merchant-settings-ops-routes';

/** A merchant's settings (maintenance, region blocks) and languages. */
export async function merchantsOpsRoutes(
  app: TypedApp,
  deps: { db: Db; merchants: MerchantCache },
): Promise<void> {
  await merchantSettingsOpsRoutes(app, deps);
  await merchantProfileOpsRoutes(app, deps);
}
