import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SandboxPayoutMode } from '@tessera/contract';
import { DEFAULT_STAFF_ORIGINS, type TrustProxy } from './core/config/config-access';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './core/config/server-limits';
import type { Db } from './core/db/database';
import { JobQueue } from './core/jobs/job-queue';
import { LOG_REDACTIONS, LOG_SERIALIZERS } from './core/log-redaction';
import { clientErrorHandler } from './core/plugins/client-error';
import { compressionPlugin } from './core/plugins/compression';
import { errorsPlugin, frameworkErrors } from './core/plugins/errors';
import { openApiPlugin } from './core/plugins/openapi';
import { refuseMalformedInputPlugin } from './core/plugins/refuse-malformed-input';
import { securityHeadersPlugin } from './core/plugins/security-headers';
import { limitConnections, serverOptions } from './core/http/server-options';
import type { TypedApp } from './core/http/typed-app';
import { AJV_OPTIONS, partAwareValidator } from './core/http/validator-compiler';
import {
  DEFAULT_IP_LIMITS,
  type IpLimits,
  accountsModule,
  devInboxRoutes,
  outboxSender,
  randomCaptchaText,
  type MessageSender,
} from './modules/accounts';
import { agentContractsModule, agentModule, contractFlags } from './modules/agent';
import { blogModule } from './modules/blog';
import { contentModule } from './modules/content';
import { drawsModule } from './modules/draws';
import { feedbackModule } from './modules/feedback';
import { identityModule } from './modules/identity';
import { gamesModule } from './modules/games';
import { drawKeySource, lotteryModule } from './modules/lottery';
import { merchantCache, MERCHANT_CACHE_TTL_MS, merchantsModule } from './modules/merchants';
import { messagesModule, unreadCount } from './modules/messages';
import { missionsModule } from './modules/missions';
import { opsApi } from './ops-api';
import { ApiTokenStore, pamLogBindings, pamModule } from './modules/pam';
import { availablePromoCount, promotionDepositBonus, promotionsModule } from './modules/promotions';
import { hasWithdrawalPassword, cashierModule, type DepositBonusHook } from './modules/cashier';
import { pointsModule } from './modules/points';
import { protectionModule, refuseBlocked } from './modules/protection';
import { recordsModule } from './modules/records';
import { referralModule, referralOn, rewardReferrer } from './modules/referral';
import { rewardsModule } from './modules/rewards';
import { sandboxOidcModule } from './modules/sandbox-oidc';
import {
  SANDBOX_AGGREGATOR_DEMO_KEY,
  sandboxAggregatorModule,
  type SandboxAggregatorOptions,
} from './modules/sandbox-aggregator';
import { sandboxVendorModule } from './modules/sandbox-vendor';
import { socialModule } from './modules/social';
import { vipModule, vipWithdrawalMax } from './modules/vip';
import { vitalsModule } from './modules/vitals';

/** What the app needs from outside; it reads no environment itself. */
export interface AppOptions {
  /** A migrated database; the caller owns it and destroys it after `app.close()`. */
  db: Db;
  /** Fastify logger options; `false` silences it (tests). */
  logger: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy). @default false */
  trustProxy?: TrustProxy;
  /** Lower-case header carrying the caller's ISO country code. @default null (country unknown) */
  countryHeader?: string | null;
  /** Bearer token of the operator API; without one, /ops routes do not exist. @default null */
  operatorToken?: string | null;
  /** The clock of sessions, codes and payloads. @default () => new Date() */
  now?: () => Date;
  /**
   * Whether the operator's settle call may run ahead of the clock, closing periods early (the
   * demo and its browser tests; main.ts: with DEMO_DATA on). @default false
   */
  settleAhead?: boolean;
  /** Where SMS and e-mail go. @default the outbox table */
  sender?: MessageSender;
  /**
   * The answer of each new captcha. @default five random characters (`randomCaptchaText`); a
   * test passes a known one, since the image is drawn so that no program can read it
   */
  captchaText?: () => string;
  /** Per-IP limits of login, SMS and registration calls. @default DEFAULT_IP_LIMITS */
  ipLimits?: Partial<IpLimits>;
  /** How long merchant and site rows are served from memory (ms). @default 5000 */
  merchantCacheTtlMs?: number;
  /**
   * Signs sandbox payment callbacks. @default a random secret per process: the sandbox's own
   * page still works, nobody outside can sign, but replicas would not agree (set one for them)
   */
  sandboxPaySecret?: string;
  /** Whether the sandbox payment provider is on (off in production). @default true */
  sandboxPay?: boolean;
  /** How the sandbox pays withdrawals out: at once, held for a tester, or failed. @default 'instant' */
  sandboxPayout?: SandboxPayoutMode;
  /**
   * The job queue modules declare their jobs on. The app starts it when ready (after every
   * module declared its queues) and stops it on close. @default a `manual` queue: jobs run
   * only when `runDue()` is called (tests); main.ts passes a `workers` one
   */
  jobs?: JobQueue;
  /**
   * Where withdrawal proof images are kept: outside any served folder (only the operator's
   * proof route reads them). @default a folder in the system's temp dir; main.ts passes
   * PROOF_DIR (default `.data/withdrawal-proofs`, next to the PGlite data)
   */
  proofDir?: string;
  /**
   * Where identity documents are kept: outside any served folder (only the operator's document
   * route reads them). @default a folder in the system's temp dir; main.ts passes DOCUMENT_DIR
   * (default `.data/identity-docs`)
   */
  documentDir?: string;
  /**
   * Books deposit bonuses inside each approved deposit's transaction: the promotions issue's
   * entry point. @default the promotions module's deposit promotions
   */
  depositBonus?: DepositBonusHook;
  /** Connections, timeouts and sizes the server accepts. @default DEFAULT_SERVER_LIMITS */
  serverLimits?: Partial<ServerLimits>;
  /**
   * Whether the sandbox OpenID provider (/sandbox/oidc) is on, and with it the sign-ins of
   * merchants configured with the `sandbox` issuer (off in production). @default true
   */
  sandboxSignIn?: boolean;
  /** Whether /sandbox/inbox shows the outbox (local development only). @default false */
  devInbox?: boolean;
  /** How long a launch waits for a merchant's aggregator (ms). @default 5000 */
  aggregatorTimeoutMs?: number;
  /**
   * The sandbox aggregator (/sandbox/aggregator, Valkyrie's game-launch call opening the
   * sandbox games) and the operator API key it admits; null turns it off (production).
   * @default on, with SANDBOX_AGGREGATOR_DEMO_KEY
   */
  sandboxAggregator?: SandboxAggregatorOptions | null;
  /**
   * The key of the computed lottery draws (LOTTERY_DRAW_SECRET). Tests set one to know the
   * numbers. @default the database's own random secret, made on first use and shared by every
   * replica on the database
   */
  lotteryDrawSecret?: string | null;
  /** Origins the console is served on, where staff passkeys work. @default DEFAULT_STAFF_ORIGINS */
  staffOrigins?: readonly string[];
}

/**
 * Builds the platform API without listening or waiting for ready, so tests can still add
 * routes before `app.ready()` or `app.inject()`.
 */
export function buildApp({
  db,
  logger,
  trustProxy = false,
  countryHeader = null,
  operatorToken = null,
  now = () => new Date(),
  sender = outboxSender(db),
  ipLimits = {},
  captchaText = randomCaptchaText,
  merchantCacheTtlMs = MERCHANT_CACHE_TTL_MS,
  sandboxPaySecret = randomBytes(32).toString('hex'),
  sandboxPay = true,
  sandboxPayout = 'instant',
  jobs = new JobQueue(db, 'manual'),
  proofDir = join(tmpdir(), 'tessera-withdrawal-proofs'),
  documentDir = join(tmpdir(), 'tessera-identity-documents'),
  depositBonus = promotionDepositBonus,
  serverLimits = {},
  devInbox = false,
  settleAhead = false,
  sandboxSignIn = true,
  aggregatorTimeoutMs = 5_000,
  sandboxAggregator = { key: SANDBOX_AGGREGATOR_DEMO_KEY },
  lotteryDrawSecret = null,
  staffOrigins = DEFAULT_STAFF_ORIGINS,
}: AppOptions): TypedApp {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...serverLimits };
  // Secrets never reach the log, whoever configured the logger.
  const redacted =
    logger && typeof logger === 'object'
      ? { redact: LOG_REDACTIONS, serializers: LOG_SERIALIZERS, ...logger }
      : logger;
  const app = Fastify({
    ...serverOptions(limits),
    logger: redacted,
    trustProxy,
    // Replies made before any route (router, Node's parser) are envelopes too.
    frameworkErrors,
    clientErrorHandler,
    // PAM calls log the aggregator's correlation id and trace on every line (modules/pam).
    childLoggerFactory: (logger, bindings, options, raw) =>
      logger.child({ ...bindings, ...pamLogBindings(raw) }, options),
    // Fastify's own ajv compiles the contract's TypeBox schemas: bodies exactly as typed, query
    // strings and path parameters converted where their schema says (core/http/validator-compiler).
    ajv: { customOptions: AJV_OPTIONS },
    schemaController: { compilersFactory: { buildValidator: partAwareValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  limitConnections(app.server, limits.maxConnections);

  // What the modules share; each takes the part it declares.
  const deps = {
    db,
    now,
    sender,
    limits: { ...DEFAULT_IP_LIMITS, ...ipLimits },
    captchaText,
    countryHeader,
    merchants: merchantCache(db, { ttlMs: merchantCacheTtlMs }),
    jobs,
    proofDir,
    documentDir,
    // An approved deposit pays its bonus (promotions), then the inviting friend's reward
    // (referral), in the deposit's transaction; the cashier module calls both through this one hook.
    depositBonus: {
      async onDepositApproved(trx, deposit, at) {
        await depositBonus.onDepositApproved(trx, deposit, at);
        await rewardReferrer(trx, deposit, at);
      },
    } satisfies DepositBonusHook,
    // A member's VIP level may raise the most one withdrawal may take (the vip module).
    withdrawalMax: vipWithdrawalMax,
    // The consolidated call's contract flags come from the agent module's contracts.
    contractFlags,
    // The login info's availablePromoCount comes from the promotions module.
    promoCount: availablePromoCount,
    // Login info's unread count and referral switch come from the messages and referral modules.
    memberCounters: { unreadCount, referralOn },
    // Sign-in refuses a self-excluded or timed-out player (the protection module).
    signInGuard: refuseBlocked,
    // The security centre shows whether a withdrawal password is set (the cashier module).
    withdrawalPasswordSet: hasWithdrawalPassword,
    aggregatorTimeoutMs,
    // The PAM API checks the aggregators' tokens; the operator API issues and revokes them.
    pamTokens: new ApiTokenStore(db),
    // The lottery's draws and the sandbox vendor's bets on them share one key.
    drawKey: drawKeySource(db, lotteryDrawSecret),
  };
  jobs.onError = (error) => app.log.error({ err: error }, 'job failed');
  jobs.onDone = (queue, id) => app.log.info({ queue, job: id }, 'job done');
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  // Core plugins first; then the merchants module, whose hooks (merchant, region block,
  // maintenance) reach every module registered after it; then one line per module.
  app.register(errorsPlugin);
  app.register(securityHeadersPlugin);
  app.register(compressionPlugin);
  app.register(refuseMalformedInputPlugin);
  app.register(openApiPlugin);
  app.register(merchantsModule, deps);
  app.register(contentModule, deps);
  app.register(blogModule, deps);
  app.register(gamesModule, deps);
  app.register(lotteryModule, deps);
  app.register(accountsModule, deps);
  if (devInbox) app.register(devInboxRoutes, deps);
  app.register(socialModule, { ...deps, sandboxSignIn });
  if (sandboxSignIn) app.register(sandboxOidcModule, deps);
  app.register(sandboxVendorModule, deps);
  if (sandboxAggregator) app.register(sandboxAggregatorModule, { ...deps, ...sandboxAggregator });
  app.register(cashierModule, { ...deps, sandboxPaySecret, sandboxPay, sandboxPayout });
  app.register(recordsModule, deps);
  app.register(agentModule, deps);
  app.register(agentContractsModule, deps);
  app.register(drawsModule, deps);
  app.register(missionsModule, deps);
  app.register(promotionsModule, deps);
  app.register(rewardsModule, deps);
  app.register(pointsModule, deps);
  app.register(vipModule, deps);
  app.register(messagesModule, deps);
  app.register(referralModule, deps);
  app.register(feedbackModule, deps);
  app.register(identityModule, deps);
  app.register(protectionModule, deps);
  app.register(vitalsModule, deps);
  app.register(pamModule, deps);
  // Always on: staff sign in with their own accounts; OPERATOR_TOKEN only adds the bootstrap key.
  app.register(opsApi, { ...deps, token: operatorToken ?? '', settleAhead, staffOrigins });
  return app;
}
