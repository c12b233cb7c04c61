import {
  ANNOUNCEMENT_ROUTES,
  announcementsQuery,
  MERCHANT_HEADER,
  SYSTEM_ROUTES,
  type AnnouncementQuery,
} from '@tessera/contract';
import ky from 'ky';
import { blogCalls } from './blog-calls';
import {
  CONTRACT_CALL_NAMES,
  TEAM_CALL_NAMES,
  type AgentContractCalls,
  type AgentTeamCalls,
} from './agent-call-names';
import { cashierCalls } from './cashier-calls';
import {
  FEEDBACK_CALL_NAMES,
  MESSAGE_CALL_NAMES,
  REFERRAL_CALL_NAMES,
  type FeedbackCalls,
  type MessageCalls,
  type ReferralCalls,
} from './engagement-call-names';
import { gameCalls, lotteryCalls } from './game-calls';
import { IDENTITY_CALL_NAMES, type IdentityCalls } from './identity-call-names';
import { agentCalls, memberCalls } from './member-calls';
import { recordsCalls } from './records-calls';
import { callRoute } from './route-call';
import { lazyCalls } from './lazy-calls';
import { DRAW_CALL_NAMES, MISSION_CALL_NAMES } from './draw-call-names';
import type { DrawCalls } from './draw-calls';
import type { MissionCalls } from './mission-calls';
import { PROMOTION_CALL_NAMES } from './promotion-call-names';
import type { PromotionCalls } from './promotion-calls';
import { POINTS_CALL_NAMES } from './points-call-names';
import { PROTECTION_CALL_NAMES, type ProtectionCalls } from './protection-call-names';
import type { PointsCalls } from './points-calls';
import { SECURITY_CALL_NAMES } from './security-call-names';
import type { SecurityCalls } from './security-calls';
import { isPlatformVerdict } from './request';
import { sessionCalls, verificationCalls } from './session-calls';
import { SOCIAL_CALL_NAMES } from './social-call-names';
import type { SocialCalls } from './social-calls';
import { memoryTokenStore, type TokenStore } from './token-store';
import type { EarlyResponses } from './early-responses';
import { createTransport } from './transport';
import { walletCalls } from './wallet-calls';
import { withdrawalConfirmationCalls } from './withdrawal-confirmation-calls';

export interface PlatformClientOptions {
  /** Origin the platform answers on, e.g. `https://aurora.example` (the site's own origin, proxied). */
  baseUrl: string;
  /** Names the brand on every call. */
  merchantCode: string;
  /** The player's current language, sent as `Accept-Language` on every call. */
  language?: () => string;
  /** The merchant's gateway-v3 key; sealed calls fail with BAD_REQUEST before sending without it. */
  payloadKey?: string;
  /** Where the session token lives. @default memoryTokenStore() */
  tokenStore?: TokenStore;
  /** Called once when the platform says the session is over (401 on a call that sent a token). */
  onSessionEnded?: () => void;
  /** Give up on a call after this long. @default 15000 */
  timeoutMs?: number;
  /** For tests and other runtimes. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Replies the page started before the site's code ran (earlyResponsesOf(window)). */
  early?: EarlyResponses;
  /**
   * The browser's device id, sent with the calls that sign in or up (browserDeviceId()); none
   * is sent without it.
   */
  deviceId?: () => string;
}

/** One typed function per platform call. */
export function createPlatformClient(options: PlatformClientOptions) {
  const { language } = options;
  const http = ky.create({
    prefixUrl: options.baseUrl,
    headers: { [MERCHANT_HEADER]: options.merchantCode },
    timeout: options.timeoutMs ?? 15_000,
    // GETs are retried twice on flaky mobile networks (ky never retries POSTs by default), but
    // never a platform's own 503, and never after waiting longer than 5 s for a Retry-After.
    retry: {
      limit: 2,
      maxRetryAfter: 5_000,
      shouldRetry: ({ error }) => (isPlatformVerdict(error) ? false : undefined),
    },
    // Read per request: the player may switch language while the client lives on.
    hooks: language
      ? { beforeRequest: [(req) => void req.headers.set('accept-language', language())] }
      : {},
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const call = createTransport(http, {
    tokenStore,
    ...(options.payloadKey ? { payloadKey: options.payloadKey } : {}),
    ...(options.onSessionEnded ? { onSessionEnded: options.onSessionEnded } : {}),
    ...(options.early ? { early: options.early } : {}),
    ...(options.deviceId ? { deviceId: options.deviceId } : {}),
  });

  return {
    /** The token store in use, so the site can read the session without a second copy. */
    tokenStore,
    system: {
      whitelabel: () => callRoute(call, SYSTEM_ROUTES.whitelabel),
      status: () => callRoute(call, SYSTEM_ROUTES.status),
      /** Everything the shell needs first; answers even when the caller's region is blocked. */
      permission: () => callRoute(call, SYSTEM_ROUTES.permission),
      /** Help topics in `language` (the platform falls back to the merchant default, then en). */
      helpCenter: (lang: string) =>
        callRoute(call, SYSTEM_ROUTES.helpCenter, { query: { lang, device: 'WEB' } }),
      domainRoute: () => callRoute(call, SYSTEM_ROUTES.domainRoute),
      /** The merchant's registration form: flags, field rules, countries. */
      registerSettings: () => callRoute(call, SYSTEM_ROUTES.registerSettings),
    },
    /** Blog and news articles. */
    blog: blogCalls(call),
    announcements: {
      /** Banners, player notices, popups and promotions (spec §7). */
      list: (query: AnnouncementQuery) =>
        callRoute(call, ANNOUNCEMENT_ROUTES.list, { query: announcementsQuery(query) }),
    },
    games: gameCalls(call),
    lottery: lotteryCalls(call),
    session: sessionCalls(call, tokenStore),
    verification: verificationCalls(call),
    member: memberCalls(call, tokenStore),
    agent: agentCalls(call),
    /** The agent contracts (code loaded with the first call, as `team` and `security`). */
    contracts: lazyCalls<AgentContractCalls>(CONTRACT_CALL_NAMES, () =>
      import('./agent-contract-calls').then(({ agentContractCalls }) => agentContractCalls(call)),
    ),
    wallet: walletCalls(call),
    cashier: cashierCalls(call),
    records: recordsCalls(call),
    /** The agent centre's team calls; their code loads with the first of them. */
    team: lazyCalls<AgentTeamCalls>(TEAM_CALL_NAMES, () =>
      import('./agent-team-calls').then(({ agentTeamCalls }) => agentTeamCalls(call)),
    ),
    /**
     * The member's security centre: sessions, login history, profile, contacts, two-factor. Its
     * code loads with the first of these calls: the lobby's first download does not carry it.
     */
    security: lazyCalls<SecurityCalls>(SECURITY_CALL_NAMES, () =>
      import('./security-calls').then(({ securityCalls }) => securityCalls(call)),
    ),
    /** Social sign-in and the member's linked providers; their code loads with the first call. */
    social: lazyCalls<SocialCalls>(SOCIAL_CALL_NAMES, () =>
      import('./social-calls').then(({ socialCalls }) => socialCalls(call, tokenStore)),
    ),
    /** The promotions centre and the reward centre; their code loads with the first call. */
    promotions: lazyCalls<PromotionCalls>(PROMOTION_CALL_NAMES, () =>
      import('./promotion-calls').then(({ promotionCalls }) => promotionCalls(call)),
    ),
    /** Points, the points mall and VIP; their code loads with the first of these calls. */
    points: lazyCalls<PointsCalls>(POINTS_CALL_NAMES, () =>
      import('./points-calls').then(({ pointsCalls }) => pointsCalls(call)),
    ),
    /** The member's messages and unread count (code loaded with the first call). */
    messages: lazyCalls<MessageCalls>(MESSAGE_CALL_NAMES, () =>
      import('./engagement-calls').then(({ messageCalls }) => messageCalls(call)),
    ),
    /** Invite friends: code, terms, invited friends. */
    referral: lazyCalls<ReferralCalls>(REFERRAL_CALL_NAMES, () =>
      import('./engagement-calls').then(({ referralCalls }) => referralCalls(call)),
    ),
    /** Feedback and activity comments (multipart forms with images). */
    feedback: lazyCalls<FeedbackCalls>(FEEDBACK_CALL_NAMES, () =>
      import('./engagement-calls').then(({ feedbackCalls }) => feedbackCalls(call)),
    ),
    /** One withdrawal and the payee's confirmation that the money arrived. */
    withdrawals: withdrawalConfirmationCalls(call),
    /** Lucky draws (envelopes, wheel, golden eggs); their code loads with the first call. */
    draws: lazyCalls<DrawCalls>(DRAW_CALL_NAMES, () =>
      import('./draw-calls').then(({ drawCalls }) => drawCalls(call)),
    ),
    /** Player protection: loss limits, reality check, time-out, self-exclusion (lazy code). */
    protection: lazyCalls<ProtectionCalls>(PROTECTION_CALL_NAMES, () =>
      import('./protection-calls').then(({ protectionCalls }) => protectionCalls(call)),
    ),
    /** Identity documents (the security centre): list, upload (multipart; lazy code). */
    identity: lazyCalls<IdentityCalls>(IDENTITY_CALL_NAMES, () =>
      import('./identity-calls').then(({ identityCalls }) => identityCalls(call)),
    ),
    /** Missions and their leaderboard; their code loads with the first call. */
    missions: lazyCalls<MissionCalls>(MISSION_CALL_NAMES, () =>
      import('./mission-calls').then(({ missionCalls }) => missionCalls(call)),
    ),
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
