import type { Db } from '../../../core/db/database';
import type { JobQueue } from '../../../core/jobs/job-queue';
import type { TypedApp } from '../../../core/http/typed-app';
import type { MerchantCache } from '../../merchants';
import type { DepositBonusHook } from '../shared/payment-deps';
import { adjustmentOpsRoutes } from './adjustment-ops-routes';
import { depositOpsRoutes } from './deposit-ops-routes';
import { merchantPaymentOpsRoutes } from './merchant-payment-ops-routes';
import { payeeNameOpsRoutes } from './payee-name-ops-routes';
import { withdrawalOpsRoutes } from './withdrawal-ops-routes';
import { deskOpsRoutes } from '../desk/desk-ops-routes';

/** What the payments desk of the operator API needs. */
export type CashierOpsDeps = {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  proofDir: string;
  merchants: MerchantCache;
  depositBonus: DepositBonusHook;
};

/**
 * The payments desk: the withdrawal and bank deposit queues and decisions, balance adjustments,
 * payee names, a merchant's currency and deposit methods, and the money desk (desk/).
 */
export async function cashierOpsRoutes(app: TypedApp, deps: CashierOpsDeps): Promise<void> {
  await withdrawalOpsRoutes(app, deps);
  await adjustmentOpsRoutes(app, deps);
  await depositOpsRoutes(app, deps);
  await payeeNameOpsRoutes(app, deps);
  await merchantPaymentOpsRoutes(app, deps);
  await deskOpsRoutes(app, deps);
}
