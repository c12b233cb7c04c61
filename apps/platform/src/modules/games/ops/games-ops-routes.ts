import type { Db } from '../../../core/db/database';
import type { TypedApp } from '../../../core/http/typed-app';
import type { MerchantCache } from '../../merchants';
import { aggregatorOpsRoutes } from './aggregator-ops-routes';
import { vendorOpsRoutes } from './vendor-ops-routes';

/** A merchant's vendors: which are on, its aggregator, and how each vendor launches. */
export async function gamesOpsRoutes(
  app: TypedApp,
  deps: { db: Db; now: () => Date; merchants: MerchantCache },
): Promise<void> {
  await vendorOpsRoutes(app, deps);
  await aggregatorOpsRoutes(app, deps);
}
