import { CASHIER_DESK_PATHS } from '@tessera/contract';
import type { Db } from './core/db/database';
import type { TypedPlugin } from './core/http/typed-app';
import type { JobQueue } from './core/jobs/job-queue';
import {
  outboxOpsRoutes,
  memberMerchant,
  playerAccountOpsRoutes,
  type IpLimits,
  type MessageSender,
} from './modules/accounts';
import { contractOpsRoutes } from './modules/agent';
import { auditOps, auditOpsRoutes } from './modules/audit';
import { blogOpsRoutes } from './modules/blog';
import { drawOpsRoutes } from './modules/draws';
import { feedbackOpsRoutes } from './modules/feedback';
import { gamesOpsRoutes } from './modules/games';
import { identityOpsRoutes } from './modules/identity';
import { lotteryOpsRoutes } from './modules/lottery';
import { merchantsOpsRoutes, type MerchantCache } from './modules/merchants';
import { messageOpsRoutes } from './modules/messages';
import { missionOpsRoutes } from './modules/missions';
import { merchantOpsRoutes } from './modules/operator';
import { pamTokenOpsRoutes, type ApiTokenStore } from './modules/pam';
import {
  cashierOpsRoutes,
  depositLimitOpsRoutes,
  merchantOfDeposit,
  merchantOfHeldAdjustment,
  merchantOfWithdrawal,
  type DepositBonusHook,
} from './modules/cashier';
import { pointsOpsRoutes } from './modules/points';
import { promotionOpsRoutes } from './modules/promotions';
import { playerOpsRoutes } from './modules/players';
import { playerProtectionOpsRoutes, protectionOpsRoutes } from './modules/protection';
import { referralOpsRoutes } from './modules/referral';
import { socialOpsRoutes } from './modules/social';
import { guardOps, refusalsPerIp, staffRoutes, type RecordMerchant } from './modules/staff';
import { turnoverOpsRoutes } from './modules/turnover';
import { vipOpsRoutes } from './modules/vip';
import { vitalsOpsRoutes } from './modules/vitals';
import { ledgerOpsRoutes } from './modules/wallet';

/** Whose merchant a call naming only a record's id acts on, by path prefix (the staff guard). */
const RECORD_MERCHANTS: Readonly<Record<string, RecordMerchant>> = {
  '/ops/players/:id': memberMerchant,
  '/ops/members/:id': memberMerchant,
  '/ops/withdrawals/:id': merchantOfWithdrawal,
  [CASHIER_DESK_PATHS.withdrawal]: merchantOfWithdrawal,
  '/ops/deposits/:id': merchantOfDeposit,
  [CASHIER_DESK_PATHS.deposit]: merchantOfDeposit,
  '/ops/desk/adjustments/:id': merchantOfHeldAdjustment,
};

/** What the operator API needs: the database, its bearer token and what the modules' desks use. */
export type OpsApiDeps = {
  db: Db;
  now: () => Date;
  /** Per-IP limits; the guard uses the operator-token refusals' one. */
  limits: IpLimits;
  jobs: JobQueue;
  proofDir: string;
  /** Where players' identity documents are kept (never served). */
  documentDir: string;
  /** The bootstrap service account's key; empty: none. */
  token: string;
  merchants: MerchantCache;
  depositBonus: DepositBonusHook;
  /** Whether the settle call may run ahead of the clock (a demo platform). */
  settleAhead: boolean;
  /** The aggregators' PAM API tokens, which the operator issues and revokes. */
  pamTokens: ApiTokenStore;
  /** The SMS and e-mail adapter (the player desk's password reset). */
  sender: MessageSender;
  /** Origins the console is served on, where staff passkeys work. */
  staffOrigins: readonly string[];
};

/**
 * The operator API, always registered (without OPERATOR_TOKEN no bootstrap key is accepted, and
 * staff sign in with their own accounts):
 * each module's operator routes (modules/<area>/ops/), one line each, behind the staff module's
 * guard (a staff session, an API key or the bootstrap token; a declared permission on every
 * route), each request recorded in the audit trail (modules/audit).
 */
export const opsApi: TypedPlugin<OpsApiDeps> = async (app, deps) => {
  // Encapsulated: the guard covers only the routes of this plugin.
  const { db, now, limits } = deps;
  guardOps(app, {
    db,
    now,
    token: deps.token,
    countRefusal: refusalsPerIp(db, now, limits.opsRefusalsPerMinute),
    recordMerchants: RECORD_MERCHANTS,
  });
  // One audit row per request that reached a route here, admitted or refused.
  auditOps(app, deps);
  await staffRoutes(app, deps);
  await auditOpsRoutes(app, deps);
  await merchantOpsRoutes(app, deps);
  await merchantsOpsRoutes(app, deps);
  await outboxOpsRoutes(app, deps);
  await cashierOpsRoutes(app, deps);
  await turnoverOpsRoutes(app, deps);
  await gamesOpsRoutes(app, deps);
  await blogOpsRoutes(app, deps);
  await contractOpsRoutes(app, deps);
  await drawOpsRoutes(app, deps);
  await missionOpsRoutes(app, deps);
  await promotionOpsRoutes(app, deps);
  await pointsOpsRoutes(app, deps);
  await vipOpsRoutes(app, deps);
  await messageOpsRoutes(app, deps);
  await feedbackOpsRoutes(app, deps);
  await referralOpsRoutes(app, deps);
  await protectionOpsRoutes(app, deps);
  await vitalsOpsRoutes(app, deps);
  await socialOpsRoutes(app, deps);
  await lotteryOpsRoutes(app, deps);
  await pamTokenOpsRoutes(app, deps);
  await identityOpsRoutes(app, deps);
  // The player desk (issue 29): each module's part.
  await playerOpsRoutes(app, deps);
  await playerAccountOpsRoutes(app, deps);
  await ledgerOpsRoutes(app, deps);
  await depositLimitOpsRoutes(app, deps);
  await playerProtectionOpsRoutes(app, deps);
};
